import Documents
import Foundation
import ReaderEngine
import Tokenizer

/// A library text held for reading: its text (a document's extracted text, where offsets count as
/// in `reader extract`), cut into pages at sentence ends and tokenized and lemmatized once, so a
/// page of a long book is annotated and drawn as fast as a short text.
struct LibraryText: Sendable {
    /// Bytes a page holds, about: 2,500 words.
    static let pageSize = 16 << 10
    /// The largest file held: tokenized, a text takes about 20 bytes a byte.
    static let largestFile = 16 << 20

    let entry: Library.Entry
    /// The extracted document (nil: plain text).
    let document: ExtractedDocument?
    let pages: [TokenizedText]
    /// Offset of the text's first byte (3 after a plain text's byte-order mark) and its end.
    let start: Int
    let end: Int

    init(entry: Library.Entry, tokenizer: Tokenizer, lemmatizer: Lemmatizer) throws {
        guard entry.size <= LibraryText.largestFile else {
            throw ServerError.tooLarge("\(entry.id) is larger than \(LibraryText.largestFile >> 20) MB")
        }
        self.entry = entry
        let (document, bytes, start) = try LibraryText.read(entry)
        self.document = document
        var pages: [TokenizedText] = []
        var pieces = SentencePieces(tokenizer: tokenizer, lemmatizer: lemmatizer, pieceSize: LibraryText.pageSize, startOffset: start)
        try pieces.feed(bytes) { pages.append($0) }
        try pieces.finish { pages.append($0) }
        self.pages = pages.filter { !$0.tokens.isEmpty }
        self.start = start
        end = start + bytes.count
    }

    /// The document's code blocks that stand on `page` (one of `pages`), as its page shows them.
    func codeBlocks(onPage page: TokenizedText) -> [Preformatted] {
        guard let document, !document.codeBlocks.isEmpty else { return [] }
        let range = page.baseOffset..<(page.baseOffset + page.bytes.count)
        let last = pages.last.map { $0.baseOffset == page.baseOffset } ?? true
        let blocks = document.codeBlocks.map { Preformatted(offset: $0.at, text: $0.text) }
        // A page ends where the next begins, so a block between two pages goes with the later one; the last takes the rest.
        return Preformatted.blocks(blocks, in: range.lowerBound..<(last ? end : range.upperBound), endsText: last)
    }

    /// The text of a file: a document's extracted text, or plain text without its byte-order mark
    /// (offsets still count it, as every command counts them).
    private static func read(_ entry: Library.Entry) throws -> (ExtractedDocument?, [UInt8], Int) {
        do {
            if entry.format == .epub {
                let document = try DocumentExtractor.extract(epubAt: entry.path)
                return (document, Array(document.text.utf8), 0)
            }
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: entry.path)))
            guard entry.format == .text else {
                let document = try DocumentExtractor.extract(bytes, format: entry.format)
                return (document, Array(document.text.utf8), 0)
            }
            return bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? (nil, Array(bytes.dropFirst(3)), 3) : (nil, bytes, 0)
        } catch let error as DocumentError {
            throw ServerError.unreadable("\(entry.id): \(error)")
        } catch {
            throw ServerError.unreadable("\(entry.id): cannot read: \(error.localizedDescription)")
        }
    }

    /// The page holding a byte offset of the text.
    func page(containing offset: Int) -> Int? {
        pages.firstIndex { offset >= $0.baseOffset && offset < $0.baseOffset + $0.bytes.count }
    }

    /// The title a page shows: the document's, else the file's name.
    var title: String {
        document?.title.flatMap { $0.isEmpty ? nil : $0 } ?? (entry.path as NSString).lastPathComponent
    }
}
