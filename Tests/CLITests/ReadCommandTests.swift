import Foundation
import Testing

/// `reader read` end to end. The vocabulary is a fresh, empty store, so every
/// word is New (names are not).
@Suite("reader read")
struct ReadCommandTests {
    let e = "\u{1B}["
    let reset = "\u{1B}[0m"

    @Test("plain output when stdout is not a terminal")
    func plainWhenPiped() throws {
        let result = try ReaderCLI().run(["read"], stdin: "She met Darcy in town.\n")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == "[She] [met] Darcy [in] [town].\n\n5 words · 20.0% known · 4 new · 0 learning · 1 name\n")
    }

    @Test("--color always: truecolor backgrounds when COLORTERM says so")
    func truecolor() throws {
        let result = try ReaderCLI().run(["read", "--color", "always", "--theme", "light"], stdin: "Hello Darcy.",
                                               environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
        let new = "\(e)38;2;0;0;0;48;2;74;144;226m"
        #expect(result.stdout == "\(new)Hello\(reset) Darcy.\n\n2 words · 50.0% known · 1 \(new)new\(reset) · 0 \(e)38;2;0;0;0;48;2;217;119;6mlearning\(reset) · 1 name\n")
    }

    @Test("colour depth from the environment", arguments: [
        (["TERM": "xterm-256color"], "\u{1B}[38;5;231;48;5;26mHello"),
        (["TERM": "xterm"], "\u{1B}[97;44mHello"),
        (["TERM": "xterm", "COLORTERM": "24bit"], "\u{1B}[38;2;255;255;255;48;2;21;101;192mHello"),
    ])
    func colorDepth(_ environment: [String: String], _ expectedStart: String) throws {
        let result = try ReaderCLI().run(["read", "--color", "always", "--theme", "dark"], stdin: "Hello", environment: environment)
        #expect(result.stdout.hasPrefix(expectedStart))
    }

    @Test("theme from COLORFGBG unless --theme is given", arguments: [
        (["read", "--color", "always"], "15;0", "\u{1B}[38;2;255;255;255;48;2;21;101;192mHello"),
        (["read", "--color", "always"], "0;15", "\u{1B}[38;2;0;0;0;48;2;74;144;226mHello"),
        (["read", "--color", "always", "--theme", "dark"], "0;15", "\u{1B}[38;2;255;255;255;48;2;21;101;192mHello"),
    ])
    func theme(_ arguments: [String], _ colorfgbg: String, _ expectedStart: String) throws {
        let result = try ReaderCLI().run(arguments, stdin: "Hello", environment: ["COLORTERM": "truecolor", "COLORFGBG": colorfgbg])
        #expect(result.stdout.hasPrefix(expectedStart))
    }

    @Test("Pattern Mode: styled underlines only for terminals known to draw them", arguments: [
        (["TERM": "xterm-kitty"], true),
        (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], true),
        (["TERM": "xterm-256color", "VTE_VERSION": "7600"], true),
        (["TERM": "xterm-256color", "VTE_VERSION": "5000"], false),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], true),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], true),
        (["TERM": "foot"], true),
        (["TERM": "alacritty"], true),
        (["TERM": "xterm-256color", "ALACRITTY_WINDOW_ID": "5"], true),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "mintty"], true),
        (["TERM": "xterm-256color", "WT_SESSION": "abc"], true),
        (["TERM": "xterm-256color"], false),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal", "KITTY_WINDOW_ID": "1"], false),
        (["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"], false),
    ])
    func styledUnderlines(_ environment: [String: String], _ styled: Bool) throws {
        let result = try ReaderCLI().run(["read", "--color", "always", "--pattern"], stdin: "Hello", environment: environment)
        #expect(result.stdout.contains(styled ? "\(e)4:4m" : "\(e)4mHello"))
        #expect(result.stdout.contains("4:") == styled)
        #expect(result.stdout.contains("58:") == styled)
    }

    @Test("--underline forces the choice")
    func underlineFlag() throws {
        let basic = try ReaderCLI().run(["read", "--color", "always", "--pattern", "--underline", "basic"], stdin: "Hello",
                                              environment: ["TERM": "xterm-kitty"])
        #expect(basic.stdout.hasPrefix("\(e)38;5;231;48;5;26m\(e)4mHello\(reset)"))
        let styled = try ReaderCLI().run(["read", "--color", "always", "--pattern", "--underline", "styled"], stdin: "Hello",
                                               environment: ["TERM": "xterm-256color"])
        #expect(styled.stdout.hasPrefix("\(e)38;5;231;48;5;26m\(e)4:4m\(e)58:5:117mHello\(reset)"))
    }

    @Test("--color never, TERM=dumb and pipes get no escape sequence at all", arguments: [
        (["read", "--color", "never"], ["TERM": "xterm-kitty", "COLORTERM": "truecolor"]),
        (["read"], ["TERM": "xterm-kitty"]),
        (["read", "--pattern"], ["TERM": "dumb"]),
    ])
    func noEscapes(_ arguments: [String], _ environment: [String: String]) throws {
        let result = try ReaderCLI().run(arguments, stdin: "Hello \u{1B}[31mworld\u{07}\n", environment: environment)
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}"))
        // "31mworld" is a number with a suffix (issue 27): no word, so not bracketed; the text's own "[" is escaped.
        #expect(result.stdout.hasPrefix("[Hello] \u{241B}\\[31mworld\u{2407}\n"))
    }

    @Test("--width wraps at word boundaries and keeps paragraphs")
    func width() throws {
        let result = try ReaderCLI().run(["read", "--format", "plain", "--width", "16"],
                                               stdin: "It is a truth universally\nacknowledged.\n\nHowever little.\n")
        #expect(result.stdout == "[It] [is] [a]\n[truth]\n[universally]\n[acknowledged].\n\n[However]\n[little].\n\n"
            + "8 words · 0.0% known · 8 new · 0 learning\n")
    }

    @Test("--format json: spans, phrases and summary with byte offsets")
    func json() throws {
        let result = try ReaderCLI().run(["read", "--format", "json"], stdin: "Café Darcy.")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let spans = try #require(object["spans"] as? [[String: Any]])
        #expect(spans.count == 4)
        #expect(spans[0]["text"] as? String == "Café")
        #expect(spans[0]["end"] as? Int == 5)
        #expect(spans[0]["status"] as? String == "new")
        #expect(spans[2]["start"] as? Int == 6)
        #expect(spans[2]["is_name"] as? Bool == true)
        #expect(spans[2]["pos"] as? String == "PROPN")
        #expect(spans[1]["pos"] is NSNull)
        #expect(spans[3]["status"] is NSNull)
        #expect((object["phrases"] as? [Any])?.isEmpty == true)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["words"] as? Int == 2)
        #expect(summary["unique_new"] as? Int == 1)
    }

    @Test("--format html: a page with the palette")
    func html() throws {
        let result = try ReaderCLI().run(["read", "--format", "html", "--theme", "dark", "--pattern"], stdin: "<b>Hi</b>")
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(result.stdout.contains("<body class=\"dark pattern\">"))
        #expect(result.stdout.contains("&lt;<span class=\"new\" title=\"b\">b</span>&gt;"))
        #expect(!result.stdout.contains("<b>"))
    }

    @Test("reads a file from Corpora/samples")
    func sampleFile() throws {
        let path = ReaderCLI.samples + "/pride-and-prejudice-chapter-1.txt"
        let result = try ReaderCLI().run(["read", "--format", "plain", "--no-pager", path])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("[Chapter] 1\n\n[It] [is] [a] [truth] [universally] [acknowledged], [that] [a] [single] [man]"))
        #expect(result.stdout.contains("\nMr. Bennet [replied]"))
        let footer = try #require(result.stdout.split(separator: "\n").last.map(String.init))
        let pattern = #"^[0-9,]+ words · [0-9]+\.[0-9]% known · [0-9,]+ new \([0-9,]+ times\) · 0 learning · [0-9]+ names$"#
        #expect(footer.range(of: pattern, options: .regularExpression) != nil, "footer: \(footer)")
    }

    @Test("bad input: one line on stderr and a sysexits code", arguments: [
        (["read", "--width", "0"], "", Int32(64)),
        (["read", "--format", "pdf"], "", Int32(64)),
        (["read", "/nonexistent/text.txt"], "", Int32(66)),
        (["read"], "a\u{0}b", Int32(65)),
    ])
    func errors(_ arguments: [String], _ stdin: String, _ status: Int32) throws {
        let result = try ReaderCLI().run(arguments, stdin: stdin)
        #expect(result.status == status)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("reader: "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    /// Issue 11 item 10: a text longer than a piece (1 MiB) is read piece by piece,
    /// twice from a file and copied from stdin; both give the same bytes, and the
    /// footer gives `score`'s figures.
    @Test("a text over a piece long: file and stdin agree, the footer is score's")
    func textLongerThanAPiece() throws {
        let cli = try ReaderCLI()
        let chapter = try String(contentsOfFile: ReaderCLI.samples + "/pride-and-prejudice-chapter-1.txt", encoding: .utf8)
        let text = String(repeating: chapter + "\n", count: (1 << 20) / chapter.utf8.count + 2)
        let path = try cli.textFile(text)
        let fromFile = try cli.run(["read", "--format", "json", path])
        let fromStdin = try cli.run(["read", "--format", "json"], stdin: text)
        #expect(fromFile.status == 0)
        #expect(fromFile.stdout == fromStdin.stdout)
        let page = try #require(try JSONSerialization.jsonObject(with: Data(fromFile.stdout.utf8)) as? [String: Any])
        let summary = try #require(page["summary"] as? [String: Any])
        let spans = try #require(page["spans"] as? [[String: Any]])
        #expect(spans.compactMap { $0["text"] as? String }.joined() == text)
        let score = try cli.run(["score", "--format", "json", path])
        let record = try #require((try JSONSerialization.jsonObject(with: Data(score.stdout.utf8)) as? [[String: Any]])?.first)
        #expect(summary["words"] as? Int == record["words"] as? Int)
        #expect(summary["names"] as? Int == record["names"] as? Int)
        #expect(summary["known_coverage"] as? Double == record["known_coverage"] as? Double)
    }
}
