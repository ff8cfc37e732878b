import Documents
import Testing

/// Markdown through cmark: the blocks of ordinary Markdown as before (Ink), and, since issue 46, in time
/// linear in the file, where Ink doubled its time with each nested `[` and crashed at 10,000 of them.
@Suite("Documents: Markdown")
struct MarkdownExtractionTests {
    static func text(_ markdown: String) throws -> String {
        try DocumentExtractor.extract(Array(markdown.utf8), format: .markdown).text
    }

    @Test(arguments: [
        ("# Title\n\nA paragraph with *emphasis*, **strong** and `code`.\n", "Title\n\nA paragraph with emphasis, strong and code."),
        ("Setext heading\n==============\n\nline one\nline two\n", "Setext heading\n\nline one line two"),
        // Issue 51 item 11: list items keep their markers; code blocks are no reading text.
        ("- one\n- two\n\n1. first\n2. second\n", "• one\n\n• two\n\n1. first\n\n2. second"),
        ("3. third\n4. fourth\n", "3. third\n\n4. fourth"),
        ("- loose\n\n- list\n\n  with more\n", "• loose\n\n• list\n\nwith more"),
        ("- outer\n  1. inner\n- next\n", "• outer\n\n1. inner\n\n• next"),
        ("Before.\n\n```swift\nlet x = foo(bar)\nprint(x)\n```\n\n    indented code\n\nAfter.\n", "Before.\n\nAfter."),
        ("[the text](http://example.com) after, and <https://example.org>\n", "the text after, and https://example.org"),
        ("> quoted words\n>\n> more\n", "quoted words\n\nmore"),
        ("---\ntitle: Hidden\nauthor: Nobody\n---\n\n# Shown\n", "Shown"),
        ("---\r\ntitle: Hidden\r\n---\r\nShown\r\n", "Shown"),
        ("Some <span>inline</span> HTML &amp; entities\n", "Some inline HTML & entities"),
        ("", ""),
    ])
    func ordinaryMarkdownKeepsItsBlocks(markdown: String, text: String) throws {
        #expect(try Self.text(markdown) == text)
    }

    /// Issue 51 item 11: code is kept beside the reading text, as written, where it stands (never in `text`).
    @Test(arguments: [
        ("Before.\n\n```swift\nlet x = foo(bar)\n\tprint(x)   \n```\n\nAfter.\n", "Before.\n\nAfter.",
         [ExtractedDocument.CodeBlock(at: 7, text: "let x = foo(bar)\n\tprint(x)")]),
        ("```\nfirst\n\n\nlast\n```\n\nText.\n\n    indented\n", "Text.",
         [ExtractedDocument.CodeBlock(at: 0, text: "first\n\n\nlast"), ExtractedDocument.CodeBlock(at: 5, text: "indented")]),
        ("Only prose.\n", "Only prose.", []),
        ("```\n   \n```\n", "", []),
    ])
    func codeBlocksAreKeptBesideTheText(markdown: String, text: String, code: [ExtractedDocument.CodeBlock]) throws {
        let document = try DocumentExtractor.extract(Array(markdown.utf8), format: .markdown)
        #expect(document.text == text)
        #expect(document.codeBlocks == code)
    }

    /// Inputs whose parse under Ink ran for hours or crashed (`open` and `close` each repeated `count`
    /// times around `middle`): read as the literal text they are.
    @Test(arguments: [
        ("[", "a", "]", 60),
        ("[", "a", "]", 10_000),
        // 720 KB: Ink took 34 s on 51 KB, and its time grows with the square (about 2 hours).
        ("[a](", "", "", 180_000),
    ])
    func nestedAndUnclosedBracketsAreReadInLinearTime(open: String, middle: String, close: String, count: Int) throws {
        let markdown = String(repeating: open, count: count) + middle + String(repeating: close, count: count)
        let text = try Self.text(markdown)
        #expect(text == markdown, "\(text.prefix(80))")
    }

    @Test func moreMarksThanTheTreeIsBuiltForAreRefused() {
        #expect(throws: DocumentError.tooManyMarks(limit: 400_000)) { try Self.text(String(repeating: "*a", count: 400_001)) }
    }

    @Test func blockquotesNestedPastTheDepthAreRefusedNotCut() {
        #expect(throws: DocumentError.nestedTooDeep(limit: 256)) { try Self.text(String(repeating: ">", count: 300) + " deep\n\nafter\n") }
    }
}
