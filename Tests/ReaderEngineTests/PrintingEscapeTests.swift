import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Every printer escapes the same scalars (ControlCharacterEscaping's rule),
/// each in its own notation: one row per input, one column per printer.
@Suite("Printing: escaping")
struct PrintingEscapeTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let input: String
        let neutralised: String
        let singleLine: String
        let json: String
        let tsv: String
        let html: String
        var testDescription: String { input.debugDescription }
    }

    static let rows: [Row] = [
        Row(input: "a\u{1B}[31mb", neutralised: "a\u{241B}[31mb", singleLine: "a\u{241B}[31mb",
            json: #"a\u001b[31mb"#, tsv: #"a\u{1b}[31mb"#, html: "a\u{241B}[31mb"),
        Row(input: "x\u{202E}y\u{2066}z", neutralised: "x\u{FFFD}y\u{FFFD}z", singleLine: "x\u{FFFD}y\u{FFFD}z",
            json: #"x\u202ey\u2066z"#, tsv: #"x\u{202e}y\u{2066}z"#, html: "x\u{FFFD}y\u{FFFD}z"),
        Row(input: "\u{85}nel\u{9B}", neutralised: "\u{FFFD}nel\u{FFFD}", singleLine: "\u{FFFD}nel\u{FFFD}",
            json: #"\u0085nel\u009b"#, tsv: #"\u{85}nel\u{9b}"#, html: "\u{FFFD}nel\u{FFFD}"),
        Row(input: "bell\u{7}del\u{7F}cr\r", neutralised: "bell\u{2407}del\u{2421}cr\u{240D}", singleLine: "bell\u{2407}del\u{2421}cr\u{240D}",
            json: #"bell\u0007del\u007fcr\r"#, tsv: #"bell\u{7}del\u{7f}cr\r"#, html: "bell\u{2407}del\u{2421}cr\u{240D}"),
        Row(input: "tab\tline\nend", neutralised: "tab\tline\nend", singleLine: "tab\u{2409}line\u{240A}end",
            json: #"tab\tline\nend"#, tsv: #"tab\tline\nend"#, html: "tab\tline\nend"),
        Row(input: #"say "hi" \ <b> & 'x'"#, neutralised: #"say "hi" \ <b> & 'x'"#, singleLine: #"say "hi" \ <b> & 'x'"#,
            json: #"say \"hi\" \\ <b> & 'x'"#, tsv: #"say "hi" \\ <b> & 'x'"#,
            html: #"say &quot;hi&quot; \ &lt;b&gt; &amp; &#39;x&#39;"#),
        Row(input: "Café 日本 👍🏽 e\u{301}", neutralised: "Café 日本 👍🏽 e\u{301}", singleLine: "Café 日本 👍🏽 e\u{301}",
            json: "Café 日本 👍🏽 e\u{301}", tsv: "Café 日本 👍🏽 e\u{301}", html: "Café 日本 👍🏽 e\u{301}"),
        Row(input: "", neutralised: "", singleLine: "", json: "", tsv: "", html: ""),
    ]

    @Test(arguments: rows)
    func neutraliser(row: Row) {
        #expect(ControlCharacterEscaping.neutralised(row.input) == row.neutralised)
        #expect(ControlCharacterEscaping.singleLine(row.input) == row.singleLine)
    }

    @Test(arguments: rows)
    func json(row: Row) {
        #expect(JSONString.escaped(row.input) == row.json)
        #expect(JSONString.quoted(row.input) == "\"" + row.json + "\"")
    }

    @Test(arguments: rows)
    func tsv(row: Row) {
        #expect(TSVField.escaped(row.input) == row.tsv)
    }

    @Test(arguments: rows)
    func html(row: Row) {
        #expect(HTMLText.escaped(row.input) == row.html)
    }

    /// The byte fast paths agree with the scalar rules: they pass text through
    /// only when escaping would not change it.
    @Test(arguments: rows.map(\.input) + ["plain ascii", #"a"b"#, #"a\b"#, "a\tb"])
    func fastPathsOnlySkipTextThatNeedsNothing(input: String) {
        var text = input
        text.withUTF8 { bytes in
            if JSONString.rules.copiesAsIs(ascii: bytes) { #expect(JSONString.escaped(input) == input) }
            if TSVField.rules.copiesAsIs(ascii: bytes) { #expect(TSVField.escaped(input) == input) }
            if ControlCharacterEscaping.isPlainASCII(bytes) { #expect(ControlCharacterEscaping.neutralised(input) == input) }
        }
        #expect(JSONString.rules.copiesAsIs(ascii: UnsafeBufferPointer(start: nil, count: 0)))
    }

    /// `TSVField.isPlain`, the byte check the TSV writer inlines (issue 26's speed measure), passes
    /// exactly the bytes the TSV rules copy as they are: all 256.
    @Test func tsvPlainByteAgreesWithTheRules() {
        let plain = (0...255).map(UInt8.init).filter { byte in [byte].withUnsafeBufferPointer { TSVField.rules.copiesAsIs(ascii: $0) } }
        #expect((0...255).map(UInt8.init).filter(TSVField.isPlain) == plain)
        #expect(plain.count == 94)
    }

    /// The byte scan of `EscapeRules` against the scalar rule, for every
    /// scalar up to U+3000 and the planes' edges: text is copied as it is
    /// exactly when no scalar in it is special, unsafe, tab or newline (the
    /// C1 and bidi controls are the multi-byte sequences the scan must find).
    @Test func escapeRulesCopyTextAsItIsExactlyWhenNothingNeedsEscaping() {
        let rules = EscapeRules(specials: ["\"": "\\\"", "<": "&lt;"]) { _ in "?" }
        let scalars = (0...0x3000).compactMap(Unicode.Scalar.init) + ["\u{FEFF}", "\u{FFFD}", "\u{1F44D}", "\u{10FFFF}"]
        var mismatches: [String] = []
        for scalar in scalars {
            let text = "a" + String(scalar) + "b"
            let needsNothing = !["\"", "<", "\t", "\n"].contains(scalar) && ControlCharacterEscaping.replacement(for: scalar) == nil
            var copy = text
            let copied = copy.withUTF8 { rules.copiesAsIs(utf8: $0) }
            if copied != needsNothing { mismatches.append(String(scalar.value, radix: 16)) }
            // Tab and newline stop the scan but are kept by rules that do not spell them.
            let unchanged = rules.escaped(text) == text
            if unchanged != (copied || scalar == "\t" || scalar == "\n") { mismatches.append("escaped " + String(scalar.value, radix: 16)) }
        }
        #expect(mismatches == [])
    }

    @Test(arguments: [
        ("~", true), ("\u{7F}", false), ("\u{80}", false), ("\u{9F}", false), ("\u{A0}", true), ("—", true),
        ("\u{2029}", true), ("\u{202A}", false), ("\u{202E}", false), ("\u{202F}", true), ("\u{2065}", true),
        ("\u{2066}", false), ("\u{2069}", false), ("\u{206A}", true), ("\"", false), ("<", true), ("\t", false),
    ] as [(String, Bool)])
    func jsonRulesAtTheEdgesOfTheUnsafeRanges(text: String, copiedAsIs: Bool) {
        var bytes = text
        #expect(bytes.withUTF8 { JSONString.rules.copiesAsIs(utf8: $0) } == copiedAsIs)
        #expect((JSONString.escaped(text) == text) == copiedAsIs)
    }

    @Test func invalidUTF8IsReplaced() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xC3]
        #expect(bytes.withUnsafeBufferPointer(ControlCharacterEscaping.neutralised) == "a\u{FFFD}b\u{FFFD}")
    }
}
