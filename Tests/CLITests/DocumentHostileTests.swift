import Foundation
import Testing

/// Issue 46, end to end: documents that were read wrong with exit 0 (an encrypted book as garbage, a
/// deep page cut short) or that swelled past the memory promised are refused with one line and exit 65.
@Suite("CLI: hostile documents refused with one line (issue 46)")
struct DocumentHostileTests {
    /// An EPUB whose one chapter is `chapter`, with `extra` entries beside it.
    static func epub(at path: String, chapter: String, extra: [(String, String)] = []) throws {
        try FileManager.default.removeItem(atPath: path)
        try TestEPUB.write(at: path, title: "Hostile", extra: extra) { try TestEPUB.add($0, "chapter.xhtml", chapter) }
    }

    static let drm = """
        <?xml version="1.0"?><encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" \
        xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData><enc:EncryptionMethod \
        Algorithm="http://www.w3.org/2001/04/xmlenc#aes128-cbc"/><enc:CipherData><enc:CipherReference URI="chapter.xhtml"/>\
        </enc:CipherData></enc:EncryptedData></encryption>
        """

    enum Book: String, CaseIterable {
        case drm, deep, dense

        var chapter: String {
            switch self {
            case .drm: "\u{1}\u{7F}x\u{3}q\u{2}garbage"
            case .deep: "<html><body>" + String(repeating: "<div>", count: 300) + "lost words</body></html>"
            case .dense: "<html><body>" + String(repeating: "<br/>", count: 4_000_000) + "</body></html>"
            }
        }

        var extra: [(String, String)] { self == .drm ? [("META-INF/encryption.xml", DocumentHostileTests.drm)] : [] }

        var message: String {
            switch self {
            case .drm: "refused: the book is encrypted (DRM) and cannot be read ('chapter.xhtml')"
            case .deep: "refused: elements nested more than 256 deep (the text inside them would be lost)"
            case .dense: "refused: more than 250000 tags in one page"
            }
        }
    }

    @Test(arguments: Book.allCases)
    func aHostileBookIsRefusedWithOneLine(book: Book) throws {
        let cli = try ReaderCLI()
        let path = try cli.file("\(book.rawValue).epub", [])
        try Self.epub(at: path, chapter: book.chapter, extra: book.extra)
        for arguments in [["extract"], ["score"]] {
            let result = try cli.run(arguments + [path])
            #expect(result.status == 65, "\(arguments)")
            #expect(result.stderr == "reader: \(path): \(book.message)\n", "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
    }

    /// libxml2 printed its own four lines about the byte and cut the page there, exit 0.
    @Test func aPageWithABytePastItsEncodingIsRefusedWithOneLineOfOurs() throws {
        let cli = try ReaderCLI()
        let page = Array(#"<html><head><meta charset="utf-7"></head><body><p>caf"#.utf8) + [0xBE]
            + Array(" more words</p></body></html>".utf8)
        let path = try cli.file("page.html", page)
        let result = try cli.run(["extract", path])
        #expect(result.status == 65)
        #expect(result.stderr == "reader: \(path): refused: bytes that the encoding the page declares cannot decode (the text after them would be lost)\n")
    }

    /// 300 nested quotes are refused; 10,000 nested brackets (a crash under Ink) are read.
    @Test(arguments: [
        ("deep.md", ">", "", 300, "refused: elements nested more than 256 deep (the text inside them would be lost)"),
        ("brackets.md", "[", "]", 10_000, nil),
    ] as [(String, String, String, Int, String?)])
    func hostileMarkdownIsReadOrRefusedWithOneLine(name: String, open: String, close: String, count: Int, message: String?) throws {
        let cli = try ReaderCLI()
        let markdown = String(repeating: open, count: count) + " words " + String(repeating: close, count: count)
        let path = try cli.file(name, Array(markdown.utf8))
        let result = try cli.run(["extract", path])
        #expect(result.status == (message == nil ? 0 : 65))
        #expect(result.stderr == message.map { "reader: \(path): \($0)\n" } ?? "")
    }
}
