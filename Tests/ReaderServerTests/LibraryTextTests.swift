import Foundation
import Testing
import Documents
import Tokenizer
@testable import ReaderServer

/// Issue 47 item 2: the server keeps where a text's pages lie, not their tokens; a page read again is the
/// page the first pass cut, token for token, so a book costs its page list instead of 20 bytes a byte.
@Suite struct LibraryTextTests {
    func entry(_ name: String, bytes: [UInt8], format: InputFormat) throws -> Library.Entry {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("library-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return Library.Entry(id: "0/" + name, path: path, size: bytes.count, format: format)
    }

    /// A page's tokens with its sentences numbered from 0: the first pass numbers them through the whole text,
    /// a page read alone from its own start, and nothing shown depends on more than which tokens share one.
    func numbered(_ page: TokenizedText) -> [Token] {
        let first = page.tokens.first?.sentence ?? 0
        return page.tokens.map { var token = $0; token.sentence -= first; return token }
    }

    /// Persuasion whole (with a byte-order mark) and Emma's opening as Markdown: every page, read again in
    /// an order no reader follows (last first, every third, then all), equals the first pass's page.
    @Test(arguments: [("austen-persuasion.txt", InputFormat.text, true), ("austen-emma.txt", InputFormat.markdown, false)])
    func aPageReadAgainIsThePageTheFirstPassCut(file: String, format: InputFormat, byteOrderMark: Bool) throws {
        let prose = try [UInt8](Data(contentsOf: ServerFixture.corpora.appendingPathComponent("prose/\(file)")))
        let text = byteOrderMark ? [0xEF, 0xBB, 0xBF] + prose : Array(prose.prefix(300_000))
        var cut: [TokenizedText] = []
        let library = try LibraryText(entry: try entry(file, bytes: text, format: format), lemmatizer: ServerFixture.data.lemmatizer) {
            cut.append($0)
        }
        #expect(library.start == (byteOrderMark ? 3 : 0))
        #expect(library.pageCount == cut.count)
        #expect(library.pageCount > (byteOrderMark ? 25 : 15))
        #expect(library.pageRanges == cut.map { $0.baseOffset..<($0.baseOffset + $0.bytes.count) })
        let order = [cut.count - 1] + Array(stride(from: 0, to: cut.count, by: 3)) + Array(cut.indices)
        for number in order {
            let page = try library.page(number)
            #expect(page.bytes == cut[number].bytes && numbered(page) == numbered(cut[number]), "page \(number)")
        }
        #expect(library.page(containing: cut[5].baseOffset + 10) == 5)
        #expect(library.page(containing: library.end) == nil)
    }

    /// One size rule for every face: a plain text streams at any size, a document is read whole up to
    /// `DocumentExtractor.largestSource` (the server refused any file over 16 MB, `read` documents over 24).
    @Test func aDocumentIsReadWholeUpToTheLimitEveryFaceKeeps() throws {
        let page = try entry("page.html", bytes: Array("<p>A small page.</p>".utf8), format: .html)
        let large = Library.Entry(id: page.id, path: page.path, size: DocumentExtractor.largestSource + 1, format: .html)
        #expect(throws: ServerError.unreadable("0/page.html: the file is larger than 24 MB, the most a document is read whole "
            + "to be extracted ('--input-format text' streams any size)")) {
            try LibraryText(entry: large, lemmatizer: ServerFixture.data.lemmatizer)
        }
        #expect(try LibraryText(entry: page, lemmatizer: ServerFixture.data.lemmatizer).pageCount == 1)
    }

    @Test func aFileThatChangedSinceItWasOpenedIsRefused() throws {
        let sentence = "The quiet river carried small boats past the old mill every morning.\n"
        let entry = try entry("river.txt", bytes: Array(String(repeating: sentence, count: 600).utf8), format: .text)
        let library = try LibraryText(entry: entry, lemmatizer: ServerFixture.data.lemmatizer)
        try Data("A shorter text.\n".utf8).write(to: URL(fileURLWithPath: entry.path))
        #expect(throws: ServerError.conflict("\(entry.path) changed on disk since it was opened: reload the page")) {
            try library.page(1)
        }
    }
}
