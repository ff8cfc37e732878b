import Documents
import Foundation
import ReaderEngine
import Tokenizer

/// Capture from any web page: the page's script sends its visible text in blocks (a paragraph, a
/// heading, a list item), which `WebPageAnnotator` highlights; taps, captures and marks then go
/// through the same engine calls as on the reading page, one block at a time.
extension ReadingDesk {
    /// A block of a web page, tokenized and lemmatized.
    func webPiece(_ text: String) throws -> TokenizedText {
        try WebPageAnnotator.piece(text, tokenizer: tokenizer, lemmatizer: data.lemmatizer)
    }
}
