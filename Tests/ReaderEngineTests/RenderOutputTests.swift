@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore
import Testing

@Suite("Renderers")
struct RenderOutputTests {
    let e = RenderFixture.e
    let reset = RenderFixture.reset
    let darkNew = "\u{1B}[38;2;255;255;255;48;2;21;101;192m"
    let darkLearning = "\u{1B}[38;2;0;0;0;48;2;251;192;45m"

    @Test("ANSI: New word highlighted, footer with legend")
    func ansiWord() throws {
        let output = ANSIRenderer(theme: .dark, capabilities: RenderFixture.truecolorDark).render(try RenderFixture.sheRanHome())
        #expect(output == "She ran \(darkNew)home\(reset).\n\n3 words · 66.7% known · 1 \(darkNew)new\(reset) · 0 \(darkLearning)learning\(reset)\n")
    }

    @Test("ANSI: a saved phrase is one span, spaces included")
    func ansiPhrase() throws {
        let output = ANSIRenderer(theme: .dark, capabilities: RenderFixture.truecolorDark, showsSummary: false)
            .render(try RenderFixture.decision())
        #expect(output == "She \(darkLearning)made a decision\(reset) \(darkNew)quickly\(reset).")
    }

    @Test("ANSI: a highlight is closed at a line break and reopened after it")
    func ansiWrappedPhrase() throws {
        let output = ANSIRenderer(theme: .dark, capabilities: RenderFixture.truecolorDark, width: 12, showsSummary: false)
            .render(try RenderFixture.decision())
        #expect(output == "She \(darkLearning)made a\(reset)\n\(darkLearning)decision\(reset)\n\(darkNew)quickly\(reset).")
    }

    @Test("ANSI Pattern Mode: highlighted dotted New, highlighted dashed Learning")
    func ansiPattern() throws {
        let output = ANSIRenderer(theme: .dark, capabilities: RenderFixture.truecolorDark, patternMode: true, showsSummary: false)
            .render(try RenderFixture.decision())
        #expect(output == "She \(darkLearning)\(e)4:5mmade a decision\(reset) \(darkNew)\(e)4:4m\(e)58:2::144:202:249mquickly\(reset).")
    }

    @Test("ANSI Pattern Mode fallback: highlights kept, New underlined, no styled codes")
    func ansiPatternFallback() throws {
        let basic = TerminalCapabilities(colorDepth: .ansi256, styledUnderlines: false)
        let output = ANSIRenderer(theme: .light, capabilities: basic, patternMode: true, showsSummary: false)
            .render(try RenderFixture.decision())
        #expect(output == "She \(e)38;5;16;48;5;166mmade a decision\(reset) \(e)38;5;16;48;5;68m\(e)4mquickly\(reset).")
    }

    @Test("plain: New in brackets, Learning in braces, then the footer")
    func plain() throws {
        #expect(PlainRenderer().render(try RenderFixture.decision())
            == "She {made a decision} [quickly].\n\n5 words · 80.0% known · 1 new · 0 learning · 1 saved phrase\n")
        let adjacent = try AnnotationFixture.annotate("I don't know.", AnnotationFixture.snapshot(known: "I know"))
        #expect(PlainRenderer(showsSummary: false).render(adjacent) == "I [don't] know.")
    }

    /// Issue 51 item 8: the text's own brackets, braces and backslashes are escaped, so a marker is always ours.
    @Test("plain: the text cannot fake a marker", arguments: [
        ("[THUNDER RUMBLING] He ran.", "he run thunder", "", #"\[THUNDER [RUMBLING]\] He ran."#),
        ("She ran {home} to [rest].", "she run home to", "", #"She ran \{home\} to \[[rest]\]."#),
        ("She ran home.", "she run", "home", "She ran {home}."),
        (#"She ran \ home."#, "she run home", "", #"She ran \\ home."#),
    ])
    func plainEscapesTheTextsOwnMarkers(input: String, known: String, learning: String, expected: String) throws {
        let text = try AnnotationFixture.annotate(input, AnnotationFixture.snapshot(known: known, learning: learning))
        #expect(PlainRenderer(showsSummary: false).render(text) == expected)
    }

    @Test("control characters from the input are never written raw")
    func neutralised() throws {
        let input = "Bad\u{1B}[31mred\u{07} x\u{9B}y \u{202E}z\u{7F} done"
        let text = try AnnotationFixture.allKnown(input)
        #expect(PlainRenderer(showsSummary: false).render(text) == "Bad\u{241B}\\[31mred\u{2407} x\u{FFFD}y \u{FFFD}z\u{2421} done")
        let ansi = ANSIRenderer(theme: .dark, capabilities: RenderFixture.truecolorDark, patternMode: true)
            .render(try AnnotationFixture.annotate(input, .empty))
        var stripped = ansi
        let styles = ANSIStyles(theme: .dark, capabilities: RenderFixture.truecolorDark, patternMode: true)
        for sequence in [styles.new, styles.learning, reset] { stripped = stripped.replacingOccurrences(of: sequence, with: "") }
        #expect(!stripped.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
    }

    @Test("HTML: escaped text, classes per status, lemma tooltips, palette and pattern styles")
    func html() throws {
        let text = try AnnotationFixture.annotate("She ran <home> & more.\n\nShe made a decision.",
                                                  AnnotationFixture.snapshot(known: "she run make a decision",
                                                                             phrases: ["make a decision": .learning]))
        let page = HTMLRenderer(theme: .light, patternMode: true).render(text)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
        #expect(page.contains("<body class=\"light pattern\">\n<article>\n"
            + "<p>She ran &lt;<span class=\"new\" title=\"home\">home</span>&gt; &amp; <span class=\"new\" title=\"more\">more</span>.</p>\n"
            + "<p>She <span class=\"learning phrase\" title=\"make a decision\">made a decision</span>.</p>\n</article>\n"))
        #expect(page.contains("<footer>8 words · 75.0% known · 2 <span class=\"new\">new</span> · 0 <span class=\"learning\">learning</span>"
            + " · 1 saved phrase</footer>\n</body>\n</html>\n"))
        for rule in [".new{background:#4A90E2;color:#000000}", ".learning{background:#D97706;color:#000000}",
                     ".dark .new{background:#1565C0;color:#FFFFFF}", ".dark .learning{background:#FBC02D;color:#000000}",
                     "text-decoration:underline dotted #0A2A66", ".pattern .learning{text-decoration:underline dashed"] {
            #expect(page.contains(rule), "missing \(rule)")
        }
    }

    @Test("JSON: every token with byte offsets, lemma, part of speech (issue 26) and status; phrases; summary")
    func json() throws {
        #expect(JSONRenderer().render(try RenderFixture.sheRanHome()) == """
            {"spans":[{"start":0,"end":3,"text":"She","kind":"word","lemma":"she","pos":"PRON","status":"known","is_name":false},\
            {"start":3,"end":4,"text":" ","kind":"space","lemma":null,"pos":null,"status":null,"is_name":false},\
            {"start":4,"end":7,"text":"ran","kind":"word","lemma":"run","pos":"VERB","status":"known","is_name":false},\
            {"start":7,"end":8,"text":" ","kind":"space","lemma":null,"pos":null,"status":null,"is_name":false},\
            {"start":8,"end":12,"text":"home","kind":"word","lemma":"home","pos":"ADV","status":"new","is_name":false},\
            {"start":12,"end":13,"text":".","kind":"punct","lemma":null,"pos":"PUNCT","status":null,"is_name":false}],\
            "phrases":[],"summary":{"words":3,"known":2,"learning":0,"new":1,"unique_new":1,"names":0,"phrases":0,\
            "known_coverage":0.6667}}

            """)
    }

    @Test("JSON: phrases, names, multibyte offsets and escaped controls")
    func jsonPhrasesAndEscapes() throws {
        let text = try AnnotationFixture.annotate("Café: Darcy made a decision\u{1B}!",
                                                  AnnotationFixture.snapshot(known: "café make a decision",
                                                                             phrases: ["make a decision": .learning]))
        let json = JSONRenderer().render(text)
        #expect(json.contains("{\"start\":7,\"end\":12,\"text\":\"Darcy\",\"kind\":\"word\",\"lemma\":\"Darcy\",\"pos\":\"PROPN\",\"status\":\"ignored\",\"is_name\":true}"))
        #expect(json.contains("\"phrases\":[{\"start\":13,\"end\":28,\"text\":\"made a decision\",\"lemma\":\"make a decision\",\"status\":\"learning\"}]"))
        #expect(json.contains("\"text\":\"\\u001b\""))
        #expect(!json.contains("\u{1B}"))
    }

    @Test("summary footer", arguments: [
        (ReadingSummary(words: 1_234_567, known: 1_000_000, learning: 3, new: 58, names: 12, uniqueNew: 41, phrases: 2),
         "1,234,567 words · 81.0% known · 41 new (58 times) · 3 learning · 12 names · 2 saved phrases"),
        (ReadingSummary(words: 1, known: 1), "1 word · 100.0% known · 0 new · 0 learning"),
        (ReadingSummary(words: 3, known: 2, new: 1, uniqueNew: 1), "3 words · 66.7% known · 1 new · 0 learning"),
        (ReadingSummary(), "0 words"),
    ])
    func summary(_ summary: ReadingSummary, _ expected: String) {
        #expect(SummaryLine.plain(summary) == expected)
    }
}
