import Foundation
import Tokenizer

/// Pages tokenized again when shown, the last few kept (a reader turns pages back and forth; the card,
/// the phrase and the capture of a tap ask for the page just shown). Shared by the copies of a text.
final class PageSource: @unchecked Sendable {
    private let source: TextBytes
    private let lemmatizer: Lemmatizer
    private let lock = NSLock()
    private var kept: [(range: Range<Int>, page: TokenizedText)] = []
    /// Pages kept: about 20 bytes a byte each, so some 3 MB.
    static let keptPages = 8

    init(source: TextBytes, lemmatizer: Lemmatizer) {
        self.source = source
        self.lemmatizer = lemmatizer
    }

    /// The page at `range`: the first piece the page cutter makes from its start, as the first pass made it.
    func page(at range: Range<Int>) throws -> TokenizedText {
        if let page = lock.withLock({ kept.first { $0.range == range }?.page }) { return page }
        var pieces = SentencePieces(tokenizer: try Tokenizer(), lemmatizer: lemmatizer, pieceSize: LibraryText.pageSize,
                                    startOffset: range.lowerBound)
        var found: TokenizedText?
        let take = { (piece: TokenizedText) throws in
            found = piece
            throw TextBytes.Stop()
        }
        try source.forEachChunk(from: range.lowerBound, size: LibraryText.pageSize) { try pieces.feed($0, take) }
        if found == nil { try pieces.finish { found = found ?? $0 } }
        guard let page = found, page.baseOffset == range.lowerBound, page.bytes.count == range.count else {
            throw ServerError.conflict("the text changed on disk since it was opened: reload the page")
        }
        lock.withLock {
            kept.removeAll { $0.range == range }
            kept.append((range, page))
            if kept.count > Self.keptPages { kept.removeFirst() }
        }
        return page
    }
}
