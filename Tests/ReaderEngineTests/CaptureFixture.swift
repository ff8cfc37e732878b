import Foundation
import Tokenizer
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Language data and tables loaded once for all capture tests.
enum CaptureFixture {
    static let data: LanguageData = try! LanguageData.load()
    static let partsOfSpeech = try! PartOfSpeechTable(location: data.location)
    static let builder = CaptureBuilder(data: data, partsOfSpeech: partsOfSpeech)

    /// Tokenized, lemmatized text.
    static func text(_ string: String, tokenizer: Tokenizer) throws -> TokenizedText {
        var text = try tokenizer.tokenize(string)
        data.lemmatizer.lemmatize(&text)
        return text
    }
}
