import Documents
import Foundation
import Testing

/// Issue 46: pages and chapters libxml2 would cut short, slow down or swell. Nesting past its depth lost
/// the rest of the text with no error; many attributes on one element took quadratic time (a 1 MB page:
/// 40 s); many tiny elements took 60 bytes of memory a byte (a 34 KB EPUB: 1.1 GB).
@Suite("Documents: the bounds a page is parsed within (issue 46)")
struct MarkupBoundsTests {
    static func page(_ body: String) -> [UInt8] { Array("<html><body>\(body)</body></html>".utf8) }

    /// `text` in UTF-16 behind its byte-order mark.
    static func utf16(_ text: String, bigEndian: Bool = false) -> [UInt8] {
        let units = [UInt16(0xFEFF)] + Array(text.utf16)
        return units.flatMap { unit -> [UInt8] in
            let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
            return bigEndian ? [high, low] : [low, high]
        }
    }

    static func nested(_ depth: Int, _ text: String) -> String {
        String(repeating: "<div>", count: depth) + text + String(repeating: "</div>", count: depth) + "<p>after the nesting</p>"
    }

    @Test(arguments: [256, 300, 100_000])
    func nestingPastTheParsersDepthIsRefusedNotCut(depth: Int) {
        #expect(throws: DocumentError.nestedTooDeep(limit: 256)) {
            try DocumentExtractor.extract(Self.page(Self.nested(depth, "deep words")), format: .html)
        }
    }

    @Test func nestingWithinTheDepthKeepsEveryWord() throws {
        let document = try DocumentExtractor.extract(Self.page(Self.nested(255, "deep words")), format: .html)
        #expect(document.text == "deep words\n\nafter the nesting")
    }

    /// libxml2 also stops at a byte the page's declared encoding cannot decode, and at a text node past
    /// 10 MB: the text after was lost with no error.
    @Test func aPageTheParserStopsShortOfIsRefusedNotCut() throws {
        let undecodable = Array(#"<html><head><meta charset="utf-7"></head><body><p>caf"#.utf8) + [0xBE]
            + Array(" more words</p></body></html>".utf8)
        #expect(throws: DocumentError.undecodable) { try DocumentExtractor.extract(undecodable, format: .html) }
        let longParagraph = Self.page("<p>" + String(repeating: "word ", count: 2_200_000) + "</p><p>the end</p>")
        #expect(throws: DocumentError.parseStopped) { try DocumentExtractor.extract(longParagraph, format: .html) }
    }

    @Test func aChapterNestedPastTheDepthRefusesTheBook() throws {
        let book = try EPUBBuilder(chapters: [("chapter.xhtml", EPUBBuilder.xhtml(Self.nested(300, "deep words")))])
        defer { book.remove() }
        #expect(throws: DocumentError.nestedTooDeep(limit: 256)) { try DocumentExtractor.extract(epubAt: book.path) }
    }

    /// An element keeps its first 64 attributes: a canonical link's `href` past them is not read.
    @Test(arguments: [(62, "https://example.com/a" as String?), (63, nil)])
    func attributesPastTheCapAreDropped(padding: Int, url: String?) throws {
        let junk = (0..<padding).map { "data-x\($0)=\"\($0)\"" }.joined(separator: " ")
        let head = "<html><head><link \(junk) rel=\"canonical\" href=\"https://example.com/a\"></head><body><p>Words.</p></body></html>"
        #expect(try DocumentExtractor.extract(Array(head.utf8), format: .html).url == url)
        // The same page in UTF-16, which the cap reads after converting it.
        #expect(try DocumentExtractor.extract(Self.utf16(head), format: .html).url == url)
    }

    @Test func aUTF16PageIsReadAsItsCharacters() throws {
        let page = "<html><body><p>café 𝄞 naïve</p></body></html>"
        #expect(try DocumentExtractor.extract(Self.utf16(page), format: .html).text == "café 𝄞 naïve")
        #expect(try DocumentExtractor.extract(Self.utf16(page, bigEndian: true), format: .html).text == "café 𝄞 naïve")
    }

    /// Two million attributes (16 MB): libxml2 alone would compare them pairwise for hours.
    @Test func millionsOfAttributesOnOneElementKeepTheText() throws {
        var html = "<html><body><p"
        html.reserveCapacity(20 << 20)
        for index in 0..<2_000_000 { html += " a\(index)" }
        html += ">the words</p></body></html>"
        #expect(try DocumentExtractor.extract(Array(html.utf8), format: .html).text == "the words")
    }

    @Test(arguments: ["<br>", "<!---->", "<b></b>", "<?x?>"])
    func moreTagsThanTheTreeIsBuiltForAreRefused(tag: String) {
        let body = String(repeating: tag, count: 250_001 / tag.filter { $0 == "<" }.count + 1)
        #expect(throws: DocumentError.tooManyTags(limit: 250_000)) { try DocumentExtractor.extract(Self.page(body), format: .html) }
    }

    /// The issue's EPUB: 34 KB of zip whose one chapter is millions of tiny elements.
    @Test func aDenseChapterRefusesTheBook() throws {
        let book = try EPUBBuilder(chapters: [("chapter.xhtml", EPUBBuilder.xhtml(String(repeating: "<br/>", count: 4_000_000)))])
        defer { book.remove() }
        #expect(throws: DocumentError.tooManyTags(limit: 250_000)) { try DocumentExtractor.extract(epubAt: book.path) }
    }

    /// Entities that expand a billionfold, and a package that is simply broken: not well-formed, not a halt.
    @Test(arguments: [
        #"<!DOCTYPE package [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;"><!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;"><!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;"><!ENTITY i "&h;&h;&h;&h;&h;&h;&h;&h;&h;&h;">]><package xmlns="http://www.idpf.org/2007/opf"><metadata>&i;</metadata><manifest><item id="c0" href="chapter.xhtml" media-type="application/xhtml+xml" properties="&i;"/></manifest><spine><itemref idref="c0"/></spine></package>"#,
        #"<package xmlns="http://www.idpf.org/2007/opf"><metadata></package>"#,
    ])
    func aPackageThatIsNotWellFormedIsMalformed(package: String) throws {
        let book = try EPUBBuilder(chapters: [("chapter.xhtml", EPUBBuilder.xhtml("<p>Words.</p>"))],
                                   package: #"<?xml version="1.0"?>"# + package)
        defer { book.remove() }
        #expect(throws: DocumentError.malformed(.epub, "the package document 'OEBPS/content.opf' is not well-formed XML")) {
            try DocumentExtractor.extract(epubAt: book.path)
        }
    }

    @Test func aPackageElementWithTooManyAttributesRefusesTheBook() throws {
        let attributes = (0..<65).map { "a\($0)=\"x\"" }.joined(separator: " ")
        let package = """
            <?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" \(attributes)><metadata/><manifest>\
            <item id="c0" href="chapter.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c0"/></spine></package>
            """
        let book = try EPUBBuilder(chapters: [("chapter.xhtml", EPUBBuilder.xhtml("<p>Words.</p>"))], package: package)
        defer { book.remove() }
        #expect(throws: DocumentError.tooManyAttributes(limit: 64)) { try DocumentExtractor.extract(epubAt: book.path) }
    }
}
