import Foundation
@testable import ImmersiveReader
import ReaderEngine
import Testing
import TerminalUI
import Tokenizer

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
        // The tokenizer splits "␛[31mred" ("31mred" is a number with a suffix); the ESC is drawn as its control picture.
        #expect(model.visibleFrame.hasPrefix("⎋[1;1H⎋[1;7mBad⎋[0m ␛[31mred text."))
        #expect(!String(decoding: FrameBuilder.frame(model), as: UTF8.self).contains("\u{1B}[31m"))
    }

    @Test func cardInTheBottomThird() throws {
        var model = try ReaderFixture.model("We need to make a decision soon.", known: "we need to make a soon", columns: 40, rows: 15)
        var card = CaptureCard(term: "decision", lemma: "decision", partsOfSpeech: [.noun], rank: 1_024, badge: .essential, cefr: .b1,
                               sentence: "We need to make a decision soon.", source: nil, range: nil, status: .new,
                               change: .unchanged, rareWordWarning: false)
        card.ipa = ["dɪˈsɪʒən"]
        card.senses = [Sense(partOfSpeech: .noun, gloss: "a choice", examples: [], synonyms: [], tagCount: 3),
                       Sense(partOfSpeech: .noun, gloss: "a verdict", examples: [], synonyms: [], tagCount: 1)]
        card.family = ["decide", "decisive"]
        model.show(ReaderCard(card: card, phraseSource: nil))
        #expect(model.textRows == 6)
        #expect(Array(model.screenRows[6...13]) == [
            "⎋[7;1H⎋[1m── decision /dɪˈsɪʒən/ ─────────────────",
            "⎋[8;1H lemma      decision · ⎋[97;44mnew⎋[0m",
            "⎋[9;1H frequency  Essential (rank 1,024) · B1 ",
            "⎋[10;1H senses     1. (noun) a choice",
            "⎋[11;1H            2. (noun) a verdict",
            "⎋[12;1H sentence   We need to make a decision…",
            "⎋[13;1H family     decide, decisive",
            "⎋[14;1H⎋[2m Esc close · e phrase/word · c capture ·",
        ])
    }

    struct DictionaryCard: Sendable, CustomStringConvertible {
        let sentence: String
        let partOfSpeech: PartOfSpeech
        let senses: [String]
        var description: String { sentence }
    }

    /// "bank" as the reader's card shows it (80 x 24): IPA in the rule, the senses
    /// of the part of speech the context gives (`CaptureBuilder`'s choice), the family last.
    @Test(arguments: [
        DictionaryCard(sentence: "We sat on the bank of the river.", partOfSpeech: .noun, senses: [
            "⎋[19;1H senses     1. (noun) sloping land (especially the slope beside a body of water)",
            "⎋[20;1H            2. (noun) a financial institution that accepts deposits and channel…",
        ]),
        DictionaryCard(sentence: "They bank with a local firm.", partOfSpeech: .verb, senses: [
            "⎋[19;1H senses     1. (verb) tip laterally",
            "⎋[20;1H            2. (verb) enclose with a bank",
        ]),
    ])
    func cardFromTheDictionaryLayer(_ example: DictionaryCard) throws {
        let (model, context) = try Self.model(showingTheCardOf: "bank", in: example.sentence)
        #expect(context == example.partOfSpeech)
        #expect(Array(model.screenRows[15...22]) == [
            "⎋[16;1H⎋[1m── bank /bæŋk/ ─────────────────────────────────────────────────────────────────",
            "⎋[17;1H lemma      bank · ⎋[97;44mnew⎋[0m",
            "⎋[18;1H frequency  Essential (rank 514) · A2 · noun, verb",
        ] + example.senses + [
            "⎋[21;1H sentence   " + example.sentence,
            "⎋[22;1H family     bankable, banker, banking",
            "⎋[23;1H⎋[2m Esc close · e phrase/word · c capture · K L I U mark · u undo",
        ])
    }

    /// A model of `sentence` showing the card the reader builds for `word` in it, and the part of speech in context.
    static func model(showingTheCardOf word: String, in sentence: String) throws -> (ReaderModel, PartOfSpeech?) {
        var model = try ReaderFixture.model(sentence, columns: 80, rows: 24)
        let data = ReaderFixture.data
        let table = try PartOfSpeechTable(location: data.location)
        let builder = CaptureBuilder(data: data, partsOfSpeech: table, dictionary: try EnglishDictionary(location: data.location))
        let tokenizer = try Tokenizer()
        var text = try tokenizer.tokenize(sentence)
        data.lemmatizer.lemmatize(&text)
        let offset = sentence.utf8.distance(from: sentence.utf8.startIndex, to: try #require(sentence.range(of: word)).lowerBound)
        let capture = try builder.capture(.offset(offset), in: text, tokenizer: tokenizer, wordOnly: true, source: nil, at: Date(timeIntervalSince1970: 1_750_000_000))
        let index = try CaptureTarget.offset(offset).locate(in: text, tokenizer: tokenizer).lowerBound
        let context = SenseContext(at: index, lemma: capture.term.key, in: text, lemmatizer: data.lemmatizer, table: table)
        let card = builder.card(for: capture, status: .new, change: .unchanged, level: nil, context: context)
        model.show(ReaderCard(card: card, phraseSource: nil))
        return (model, context.partOfSpeech)
    }

    /// Issue 51 item 3: at 80x24 the help keeps quitting and itself, and says how many keys a taller window shows.
    @Test(arguments: [(24, 3), (20, 7), (29, 0), (50, 0)])
    func aShortHelpKeepsQuitAndSaysWhatIsLeftOut(rows: Int, leftOut: Int) throws {
        var model = try ReaderFixture.model("Hello.", columns: 80, rows: rows)
        _ = model.press("?")
        let frame = model.visibleFrame
        #expect(frame.contains("  q      quit (the position is remembered)"))
        #expect(frame.contains("  ?      this help"))
        #expect(frame.contains("… \(leftOut) more in a taller window. Any key closes this help.") == (leftOut > 0))
        #expect(frame.contains("Mouse: click a word for its card") == (leftOut == 0))
        let shown = KeyBindings.helpRows.filter { frame.contains("  " + $0.keys + " ") }.count
        #expect(shown == KeyBindings.helpRows.count - leftOut)
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

/// Issue 51 item 3: a long file or chapter name gives way in the status line; position, known share and the
/// New count stay.
@Suite struct StatusLineFitTests {
    static let title = "A Very Long Chapter Title That Goes On And On Forever And Ever Without Any End In Sight"

    @Test(arguments: [80, 100, 60])
    func theFiguresStayWhenTheNameIsLong(columns: Int) throws {
        let model = try ReaderFixture.model("Hello there.", chapters: [ReaderChapter(number: 1, title: Self.title, offset: 0)],
                                            columns: columns, rows: 24)
        let width = columns - DisplayWidth.of("? help ") - 1
        let shown = FrameBuilder.fittedStatus(model, width: width)
        let figures = FrameBuilder.placeAndFigures(model).figures
        #expect(shown.hasSuffix(figures))
        #expect(shown.hasPrefix(" text.txt › A Very"))
        #expect(shown.contains("…"))
        #expect(DisplayWidth.of(shown) == width)
    }

    @Test func aShortNameIsShownWhole() throws {
        let model = try ReaderFixture.model("Hello there.", columns: 80, rows: 24)
        #expect(FrameBuilder.fittedStatus(model, width: 72) == FrameBuilder.statusText(model))
        #expect(!FrameBuilder.statusText(model).contains("…"))
    }
}

/// Issue 51 item 3: the card's family line ends at a whole word with "…", never mid-word.
@Suite struct CardFamilyLineTests {
    @Test(arguments: [
        (["farmer", "farming", "farms"], 40, "farmer, farming, farms"),
        (["decide", "decision", "decisive", "decisively", "indecision", "undecided"], 41, "decide, decision, decisive, decisively, …"),
        (["decide", "decision", "decisive", "decisively", "indecision", "undecided"], 40, "decide, decision, decisive, …"),
        (["decide", "decision", "decisive", "decisively", "indecision", "undecided"], 20, "decide, decision, …"),
        (["incomprehensibilities"], 10, "incompreh…"),
    ])
    func theFamilyEndsAtAWholeWord(family: [String], width: Int, expected: String) {
        #expect(FrameBuilder.familyLine(family, width: width) == expected)
        #expect(DisplayWidth.of(FrameBuilder.familyLine(family, width: width)) <= width)
    }
}
