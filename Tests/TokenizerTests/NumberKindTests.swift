import Testing
import Tokenizer

/// Issue 27: a number with a unit or suffix is a number, not a word to learn.
@Suite("Numbers with units and suffixes")
struct NumberKindTests {
    @Test(arguments: [
        ("3pm", TokenKind.number), ("4ft", .number), ("1990s", .number), ("1m", .number), ("5th", .number),
        ("2nd", .number), ("10km", .number), ("3.14", .number), ("S9", .word), ("A4", .word), ("MP3", .word), ("pm", .word),
    ])
    func kind(text: String, kind: TokenKind) throws {
        let tokens = try Tokenizer().tokenize("It was \(text) then.").tokens.filter { $0.kind != .space }
        #expect(tokens.count == 5)
        #expect(tokens[2].kind == kind)
    }
}
