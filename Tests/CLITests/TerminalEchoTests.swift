import Testing

/// Text a command echoes back (a term, a table cell, a token) goes through
/// the one neutraliser or escaper: a bidi override (U+202E) or ESC never
/// reaches the terminal raw. See: issue 11, item 7.
@Suite("CLI: echoed text is neutralised")
struct TerminalEchoTests {
    @Test func markConfirmationsAndTheListTable() throws {
        let cli = try ReaderCLI()
        let mark = try cli.run(["mark", "caf\u{202E}e", "--known"])
        #expect(mark.stdout == "caf\u{FFFD}e: known\n")
        let form = try cli.run(["mark", "a\u{1B}[2Jb", "--learning", "--form"])
        #expect(form.stdout == "a\u{241B}[2jb (form): learning\n")
        let list = try cli.run(["list"])
        #expect(list.stdout == """
            TERM    LEMMA  STATUS    KIND  CAPTURES
            caf\u{FFFD}e   caf\u{FFFD}e  known     word  0
            a\u{241B}[2jb  a      learning  form  0

            """)
        // JSON lines escape the same scalars instead.
        #expect(try cli.run(["list", "--format", "jsonl"]).stdout.contains(#"{"term":"caf\u202ee","lemma":"caf\u202ee","status":"known""#))
    }

    @Test func tokensTSVAndJSONLinesEscapeBidiControls() throws {
        let cli = try ReaderCLI()
        let tsv = try cli.run(["tokens", "--format", "tsv"], stdin: "Hi \u{202E}evil")
        #expect(tsv.stdout.split(separator: "\n")[1] == " \\u{202e}\t\tspace\t2\t6\t0\t")
        let jsonl = try cli.run(["tokens", "--format", "jsonl"], stdin: "Hi \u{202E}evil")
        #expect(jsonl.stdout.split(separator: "\n")[1] == #"{"text":" \u202e","lemma":null,"kind":"space","start":2,"end":6,"sentence":0,"pos":null}"#)
    }
}
