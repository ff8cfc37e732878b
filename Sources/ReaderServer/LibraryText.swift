import Documents
import Foundation
import ReaderEngine
import Tokenizer

/// A library text held for reading: where its pages lie (cut at sentence ends by one streaming pass that
/// keeps no tokens) and where its bytes are (the file itself for plain text, else the document's extracted
/// text, where offsets count as in `reader extract`). A page is read and tokenized again when it is shown, as
/// `open` reads its windows again (the same cutter from the same start cuts the same page), and the last few
/// are kept: a book costs its page list (and an extracted document its text), not 20 bytes a byte of tokens.
struct LibraryText: Sendable {
    /// Bytes a page holds, about: 2,500 words.
    static let pageSize = 16 << 10

    let entry: Library.Entry
    /// The extracted document (nil: plain text).
    let document: ExtractedDocument?
    /// Each page's bytes, in offsets of the text, in order; whitespace between pages belongs to none.
    let pageRanges: [Range<Int>]
    /// Offset of the text's first byte (3 after a plain text's byte-order mark) and its end.
    let start: Int
    let end: Int
    private let pages: PageSource

    /// `eachPage` sees every page as the first pass cuts it (the library's figures are counted there).
    init(entry: Library.Entry, lemmatizer: Lemmatizer, eachPage: (TokenizedText) throws -> Void = { _ in }) throws {
        self.entry = entry
        let (document, source, start) = try LibraryText.open(entry)
        self.document = document
        var ranges: [Range<Int>] = []
        var end = start
        try LibraryText.unreadable(entry) {
            var pieces = SentencePieces(tokenizer: try Tokenizer(), lemmatizer: lemmatizer, pieceSize: LibraryText.pageSize,
                                        startOffset: start)
            func page(_ piece: TokenizedText) throws {
                end = piece.baseOffset + piece.bytes.count
                guard !piece.tokens.isEmpty else { return }
                ranges.append(piece.baseOffset..<end)
                try eachPage(piece)
            }
            try source.forEachChunk(from: start) { try pieces.feed($0, page) }
            try pieces.finish(page)
        }
        pageRanges = ranges
        self.start = start
        self.end = max(end, start)
        pages = PageSource(source: source, lemmatizer: lemmatizer)
    }

    var pageCount: Int { pageRanges.count }

    /// Page `number` (one of `pageRanges`), tokenized as the first pass had it.
    func page(_ number: Int) throws -> TokenizedText {
        try LibraryText.unreadable(entry) { try pages.page(at: pageRanges[number]) }
    }

    /// The document's code blocks that stand on page `number`, as its page shows them.
    func codeBlocks(onPage number: Int) -> [Preformatted] {
        guard let document, !document.codeBlocks.isEmpty else { return [] }
        let blocks = document.codeBlocks.map { Preformatted(offset: $0.at, text: $0.text) }
        // A text of code blocks only has no page of words: its one page shows them all.
        guard pageRanges.indices.contains(number) else { return Preformatted.blocks(blocks, in: start..<end, endsText: true) }
        let last = number == pageRanges.count - 1
        // A page ends where the next begins, so a block between two pages goes with the later one; the last takes the rest.
        let next = last ? end : pageRanges[number + 1].lowerBound
        return Preformatted.blocks(blocks, in: pageRanges[number].lowerBound..<next, endsText: last)
    }

    /// The page holding a byte offset of the text (whitespace after a page counts with it).
    func page(containing offset: Int) -> Int? {
        guard offset >= start, offset < end, let first = pageRanges.first, offset >= first.lowerBound else { return nil }
        var low = 0
        var high = pageRanges.count
        while low < high {
            let middle = (low + high) / 2
            if pageRanges[middle].lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    /// The title a page shows: the document's, else the file's name.
    var title: String {
        document?.title.flatMap { $0.isEmpty ? nil : $0 } ?? (entry.path as NSString).lastPathComponent
    }

    /// Where a text's bytes are: a document's extracted text is held, a plain text read from its file.
    private static func open(_ entry: Library.Entry) throws -> (ExtractedDocument?, TextBytes, Int) {
        try unreadable(entry) {
            if entry.format == .epub {
                let document = try DocumentExtractor.extract(epubAt: entry.path)
                return (document, .held(Array(document.text.utf8)), 0)
            }
            guard entry.format == .text else {
                // As every face reads a document: a plain text streams at any size, a document is read whole.
                guard entry.size <= DocumentExtractor.largestSource else { throw DocumentError.fileTooLarge(limit: DocumentExtractor.largestSource) }
                let document = try DocumentExtractor.extract(try [UInt8](Data(contentsOf: URL(fileURLWithPath: entry.path))),
                                                            format: entry.format)
                return (document, .held(Array(document.text.utf8)), 0)
            }
            let file = TextBytes.file(path: entry.path, size: entry.size)
            return (nil, file, try file.textStart())
        }
    }

    /// Errors reading a text, as the server reports them.
    private static func unreadable<T>(_ entry: Library.Entry, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ServerError {
            throw error
        } catch let error as DocumentError {
            throw ServerError.unreadable("\(entry.id): \(error)")
        } catch {
            throw ServerError.unreadable("\(entry.id): cannot read: \(error.localizedDescription)")
        }
    }
}
