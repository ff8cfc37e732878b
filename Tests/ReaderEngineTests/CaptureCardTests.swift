import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Capture: cards")
struct CaptureCardTests {
    @Test(arguments: [
        (1, FrequencyBadge.essential), (5_000, .essential), (5_001, .advanced), (15_000, .advanced),
        (15_001, .rare), (nil, .rare),
    ] as [(Int?, FrequencyBadge)])
    func badgeFollowsRank(rank: Int?, badge: FrequencyBadge) {
        #expect(FrequencyBadge(rank: rank) == badge)
    }

    @Test(arguments: [
        ("ran", "run", [PartOfSpeech.verb]),
        ("running", "run", [.verb]),
        ("running", "running", [.noun, .adjective]),
        ("decision", "decision", [.noun]),
        ("better", "good", [.adjective]),
        ("the", "the", []),
        ("looked up", "look up", [.verb]),
        ("quixotic", "quixotic", [.adjective]),
    ] as [(String, String, [PartOfSpeech])])
    func partOfSpeechComesFromFormAndLemma(form: String, lemma: String, expected: [PartOfSpeech]) {
        #expect(CaptureFixture.partsOfSpeech.partsOfSpeech(form: form, lemma: lemma) == expected)
    }

    @Test func sortedTableFindsFirstMiddleAndLastKeys() {
        let table = SortedTSV(bytes: Array("a\t1\nb\t2\nb\t3\nc\t4\n".utf8))
        #expect(table.rows(forKey: "a") == [["1"]])
        #expect(table.rows(forKey: "b") == [["2"], ["3"]])
        #expect(table.rows(forKey: "c") == [["4"]])
        #expect(table.rows(forKey: "bb").isEmpty)
        #expect(table.rows(forKey: "0").isEmpty)
    }

    static let capture = Capture(term: term("run"), surface: "ran", sentence: "She ran\nhome.", source: "/texts/story.txt",
                                 range: 4..<7, sentenceStart: 0, capturedAt: storeTestDate)

    @Test func plainCardWithoutDictionary() {
        let card = CaptureFixture.builder.card(for: Self.capture, change: .added, level: .b1)
        #expect(CaptureCardRenderer.render(card) == """
            ran  (run)
            Essential (rank 217) · A1 · verb
            sentence: She {ran} home.
            source:   /texts/story.txt (bytes 4-7)
            saved as: learning (new term)

            """)
    }

    @Test func cardWithDictionaryWrapsTheSentenceUnderItsLabel() {
        let builder = CaptureBuilder(data: CaptureFixture.data, partsOfSpeech: CaptureFixture.partsOfSpeech,
                                     dictionary: DictionaryFixture.dictionary)
        let sentence = "Without care, old buildings slowly deteriorate into ruins that nobody in the town remembers."
        let capture = Capture(term: term("deteriorate"), surface: "deteriorate", sentence: sentence, range: 34..<45,
                              sentenceStart: 0, capturedAt: storeTestDate)
        let card = builder.card(for: capture, change: .added, level: nil)
        #expect(CaptureCardRenderer.render(card, style: .init(highlights: nil, width: 60)) == """
            deteriorate  /dɪˈtɪriəˌreɪt/
            Advanced (rank 8,153) · C2 · verb
            1. (verb) become worse or disintegrate
            2. (verb) grow worse
            sentence: Without care, old buildings slowly {deteriorate}
                      into ruins that nobody in the town remembers.
            family:   deterioration
            source:   <stdin> (bytes 34-45)
            saved as: learning (new term)

            """)
    }

    @Test func terminalCardHighlightsTermAndColoursTheBadge() {
        let styles = ANSIStyles(theme: .dark, capabilities: TerminalCapabilities(colorDepth: .ansi16, styledUnderlines: false),
                                patternMode: false)
        let card = CaptureFixture.builder.card(for: Self.capture, change: .added, level: .b1)
        let rendered = CaptureCardRenderer.render(card, style: .init(highlights: styles))
        #expect(rendered.contains("\u{1B}[30;42m Essential \u{1B}[0m (rank 217)"))
        #expect(rendered.contains("She \(styles.learning)ran\u{1B}[0m home."))
    }

    @Test(arguments: [
        (CEFRLevel.a1, true), (.a2, true), (.b1, false), (nil, false),
    ] as [(CEFRLevel?, Bool)])
    func beginnersAreWarnedAboutRareWords(level: CEFRLevel?, warned: Bool) {
        let rare = Capture(term: term("quixotic"), surface: "quixotic", sentence: "A quixotic plan.", capturedAt: storeTestDate)
        let card = CaptureFixture.builder.card(for: rare, change: .changed(from: .new), level: level)
        #expect(card.badge == .rare)
        #expect(card.rank == 49_364)
        #expect(card.cefr == .c2)
        #expect(card.rareWordWarning == warned)
        let rendered = CaptureCardRenderer.render(card)
        #expect(rendered.hasSuffix("warning: \"quixotic\" is very rare; focus on frequent words first?\n") == warned)
        #expect(rendered.contains("Rare (rank 49,364) · C2"))
        #expect(rendered.contains("source:   <stdin>\n"))
    }

    @Test func frequentWordsGetNoWarningEvenForBeginners() {
        let card = CaptureFixture.builder.card(for: Self.capture, change: .unchanged, level: .a1)
        #expect(!card.rareWordWarning)
    }

    @Test func phraseIsRatedByItsRarestWord() {
        let phrase = Capture(term: term("make a decision"), surface: "made a decision", sentence: "We made a decision.", capturedAt: storeTestDate)
        let card = CaptureFixture.builder.card(for: phrase, change: .added, level: nil)
        let decision = CaptureFixture.data.frequency.rank(of: "decision")
        #expect(card.rank == decision)
        #expect(card.lemma == "make a decision")
    }

    @Test func controlCharactersFromTheTextAreNeutralised() {
        let hostile = Capture(term: term("bell"), surface: "bell\u{7}", sentence: "Ring \u{1B}[31mthe\u{9B}2J bell.\u{7}", capturedAt: storeTestDate)
        let rendered = CaptureCardRenderer.render(CaptureFixture.builder.card(for: hostile, change: .added, level: nil))
        #expect(!rendered.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
        #expect(rendered.contains("sentence: Ring \u{241B}[31mthe\u{FFFD}2J bell.\u{2407}\n"))
    }
}
