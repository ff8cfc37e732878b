@testable import Documents
import Testing

/// Issue 30: a block's text as a browser shows it, whitespace collapsed on the bytes.
@Suite("Documents: whitespace collapsed as a browser does")
struct WhitespaceTests {
    @Test(arguments: [
        ("", ""),
        ("   \n\t ", ""),
        ("word", "word"),
        ("  two   words  ", "two words"),
        ("line\nbreaks\r\nand\ttabs", "line breaks and tabs"),
        ("no\u{00A0}break\u{2003}em space\u{3000}ideographic", "no break em space ideographic"),
        ("café  naïve\u{2009}日本  🙂x", "café naïve 日本 🙂x"),
        ("\u{200B}zero width stays", "\u{200B}zero width stays"),
    ])
    func whitespaceRunsBecomeOneSpace(text: String, expected: String) {
        #expect(text.collapsingWhitespace == expected)
    }
}
