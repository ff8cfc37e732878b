@testable import ImmersiveReader
import ReaderEngine
import Testing
import TerminalUI

/// Frames byte for byte (escape shown as ⎋): 16 colours, dark theme.
struct FrameBuilderTests {
    @Test func textStatusLineAndCursor() throws {
        let model = try ReaderFixture.model("The cat sat on the mat. The dog ran.", known: "the sit on mat", columns: 30, rows: 4)
        let expected = "⎋[1;1H⎋[1;7mThe⎋[0m ⎋[97;44mcat⎋[0m sat on the mat. The⎋[0m⎋[K"
            + "⎋[2;1H⎋[97;44mdog⎋[0m ⎋[97;44mran⎋[0m.⎋[0m⎋[K"
            + "⎋[3;1H⎋[0m⎋[K"
            + "⎋[4;1H⎋[0;7m text.txt  0% · 66.7%… ? help ⎋[0m"
        #expect(model.visibleFrame == expected)
    }

    @Test func cursorOnAHighlightKeepsItsColoursAndReverses() throws {
        var model = try ReaderFixture.model("The cat sat.", known: "the", columns: 40, rows: 2)
        _ = model.press("l")
        #expect(model.visibleFrame.hasPrefix("⎋[1;1HThe ⎋[97;44m⎋[1;7mcat⎋[0m ⎋[97;44msat⎋[0m.⎋[0m⎋[K"))
    }

    @Test func patternModeWithoutStyledUnderlinesKeepsHighlightsAndUnderlinesNew() throws {
        var model = try ReaderFixture.model("The cat sat.", known: "the", learning: "sit", columns: 40, rows: 2)
        model.display.patternMode = true
        #expect(model.visibleFrame.hasPrefix("⎋[1;1H⎋[1;7mThe⎋[0m ⎋[97;44m⎋[4mcat⎋[0m ⎋[30;43msat⎋[0m.⎋[0m⎋[K"))
        _ = model.press("ll")
        #expect(model.visibleFrame.hasPrefix("⎋[1;1HThe ⎋[97;44m⎋[4mcat⎋[0m ⎋[30;43m⎋[1;7msat⎋[0m.⎋[0m⎋[K"))
    }

    @Test func controlCharactersFromTheTextNeverReachTheTerminal() throws {
        let model = try ReaderFixture.model("Bad \u{1B}[31mred text.", known: "bad red text", columns: 40, rows: 2)
        // The tokenizer splits "␛[31mred"; the ESC is drawn as its control picture.
        #expect(model.visibleFrame.hasPrefix("⎋[1;1H⎋[1;7mBad⎋[0m ␛[⎋[97;44m31mred⎋[0m text."))
        #expect(!String(decoding: FrameBuilder.frame(model), as: UTF8.self).contains("\u{1B}[31m"))
    }

    @Test func cardInTheBottomThird() throws {
        var model = try ReaderFixture.model("We need to make a decision soon.", known: "we need to make a soon", columns: 40, rows: 15)
        let card = CaptureCard(term: "decision", lemma: "decision", partsOfSpeech: [.noun], rank: 1_024, badge: .essential, cefr: .b1,
                               sentence: "We need to make a decision soon.", source: nil, range: nil, status: .new,
                               change: .unchanged, rareWordWarning: false)
        model.show(ReaderCard(card: card, phraseSource: nil, details: [CardLine(label: "IPA", value: "/dɪˈsɪʒən/")]))
        let rows = model.screenRows
        #expect(model.textRows == 6)
        #expect(rows[6] == "⎋[7;1H⎋[1m── decision ────────────────────────────")
        #expect(rows[7] == "⎋[8;1H lemma      decision")
        #expect(rows[8] == "⎋[9;1H IPA        /dɪˈsɪʒən/")
        #expect(rows[9] == "⎋[10;1H frequency  Essential (rank 1,024) · CEF")
        #expect(rows[11] == "⎋[12;1H sentence   We need to make a decision")
        #expect(rows[12] == "⎋[13;1H            soon.")
        #expect(rows[13] == "⎋[14;1H⎋[2m Esc close · e phrase/word · c capture ·")
        #expect(rows[10] == "⎋[11;1H status     ⎋[97;44mnew⎋[0m")
    }

    @Test func helpListsTheKeysTable() throws {
        var model = try ReaderFixture.model("Hello.", columns: 80, rows: 30)
        _ = model.press("?")
        let frame = model.visibleFrame
        for row in KeyBindings.helpRows { #expect(frame.contains(row.help)) }
        #expect(frame.contains("  K L    mark Known / Learning (every occurrence)"))
        _ = model.press("x")
        #expect(model.overlay == nil)
    }
}
