import ReaderEngine
import Testing

@Suite("Wrapping")
struct WrapTests {
    @Test("wraps at word boundaries in display columns, keeping paragraphs", arguments: [
        (20, "The quick brown fox jumps over the lazy dog.", "The quick brown fox\njumps over the lazy\ndog."),
        (12, "One two three four.\n\nFive six.", "One two\nthree four.\n\nFive six."),
        (30, "One two\nthree four.", "One two three four."),
        (30, "One two\r\nthree four.\n", "One two three four.\n"),
        (30, "Lines:\n  first item\n  second item", "Lines:\n  first item\n  second item"),
        (5, "a extraordinarily b", "a\nextraordinarily\nb"),
        (10, "東京 東京 東京", "東京 東京\n東京"),
        (7, "cafe\u{301} cafe\u{301} x", "cafe\u{301}\ncafe\u{301} x"),
        (20, "a\tb", "a       b"),
        (8, "Go  on    now", "Go  on\nnow"),
        (20, "One.\n\n\n\nTwo.", "One.\n\n\n\nTwo."),
    ])
    func wraps(_ width: Int, _ input: String, _ expected: String) throws {
        let text = try AnnotationFixture.allKnown(input)
        #expect(PlainRenderer(width: width, showsSummary: false).render(text) == expected)
    }

    /// `reader open` keeps only these ranges and lays out the lines it shows.
    @Test("lines are ranges of the pieces with what ends them; laid out, they are what wrap gives", arguments: [
        (20, "The quick brown fox jumps over the lazy dog.",
         [WrappedLine(pieces: 0..<7, end: .wrap), WrappedLine(pieces: 8..<15, end: .wrap), WrappedLine(pieces: 16..<18, end: .none)]),
        (20, "One.\n\n\n\nTwo.", [WrappedLine(pieces: 0..<2, end: .piece(2)), WrappedLine(pieces: 3..<5, end: .none)]),
        (8, "Go  on    now", [WrappedLine(pieces: 0..<3, end: .wrap), WrappedLine(pieces: 4..<5, end: .none)]),
    ])
    func lines(_ width: Int, _ input: String, _ expected: [WrappedLine]) throws {
        let pieces = TextLayout.pieces(of: try AnnotationFixture.allKnown(input))
        let lines = TextWrapping.lines(pieces, width: width)
        #expect(lines == expected)
        let wrapped = TextWrapping.wrap(pieces, width: width).split(whereSeparator: \.isNewline).map { $0.map(\.text).joined() }
        let laidOut = lines.map { line in
            var text = ""
            TextWrapping.forEachPiece(on: line, of: pieces) { text += $0.text }
            return text
        }
        #expect(laidOut == wrapped)
    }

    @Test("without a width the text keeps its own lines", arguments: [
        ("One two\nthree", "One two\nthree"),
        ("One\r\ntwo", "One\ntwo"),
        ("safe\rEVIL", "safe\nEVIL"),
        ("a\tb \n\nc", "a\tb\n\nc"),
    ])
    func keepsLines(_ input: String, _ expected: String) throws {
        let text = try AnnotationFixture.allKnown(input)
        #expect(PlainRenderer(showsSummary: false).render(text) == expected)
    }

    @Test("marks count towards the width")
    func marksCount() throws {
        let text = try AnnotationFixture.annotate("She ran home today.", AnnotationFixture.snapshot(known: "she run today"))
        #expect(PlainRenderer(width: 14, showsSummary: false).render(text) == "She ran [home]\ntoday.")
        #expect(PlainRenderer(width: 13, showsSummary: false).render(text) == "She ran\n[home] today.")
    }

    /// Card fields (capture card, `show`, `open`'s card) are filled by one owner since issue 29; the
    /// capture card's labelled field and `open`'s rows agree on where lines break.
    @Test("card fields fill words into lines; escapes take no columns; too many rows end in …", arguments: [
        ("sentence: ", "She made a decision to leave the city that night.", 30,
         "sentence: She made a decision\n          to leave the city\n          that night.\n"),
        ("family:   ", "", 30, "family:   \n"),
        ("1. ", "a \u{1B}[1mbold\u{1B}[0m word", 11, "1. a \u{1B}[1mbold\u{1B}[0m\n   word\n"),
        ("x ", "extraordinarily long", 8, "x extraordinarily\n  long\n"),
    ])
    func labelledField(label: String, text: String, width: Int, expected: String) {
        #expect(TextWrapping.labelled(label, text, width: width) == expected)
    }

    @Test(arguments: [
        ("one two three four five", 9, 5, ["one two", "three", "four five"]),
        ("one two three four five", 9, 2, ["one two", "three…"]),
        ("東京 東京 東京", 5, 2, ["東京", "東京…"]),
        ("", 10, 3, []),
    ])
    func cardRows(text: String, width: Int, rows: Int, expected: [String]) {
        #expect(TextWrapping.words(text, width: width, rows: rows) == expected)
    }
}
