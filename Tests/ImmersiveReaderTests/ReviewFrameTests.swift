import Foundation
@testable import ImmersiveReader
import ReaderEngine
import Testing
import TerminalUI

/// The review screen as the learner sees it, at 80x24, 100x30 and 200x50 (see
/// `ScreenGrid`), and byte for byte where colour is the point: 16 colours, dark theme.
/// The breaks it had: long sentences cut mid-word at 80-100 columns, the first
/// prompt line left on screen after the reveal, a definition shown twice. See: issue 25.
struct ReviewFrameTests {
    static let colors = DisplaySettings(theme: .dark, patternMode: false,
                                        capabilities: TerminalCapabilities(colorDepth: .ansi16, styledUnderlines: false))
    static let noColor = DisplaySettings(theme: .dark, patternMode: false,
                                         capabilities: TerminalCapabilities(colorDepth: .none, styledUnderlines: false))
    static let date = Date(timeIntervalSince1970: 1_669_725_000)

    /// A card for `term`, captured in `sentence` as `surface` (none: marked without a sentence).
    static func face(_ key: String, surface: String? = nil, sentence: String? = nil, definition: String? = nil) -> ReviewFace {
        let term = Term(key: key)!
        let capture = sentence.map { Capture(term: term, surface: surface ?? key, sentence: $0, capturedAt: date) }
        let card = ReviewCard(id: 1, term: term, display: key, status: .learning, capture: capture, memory: .new(due: date))
        return ReviewFace(card: card, definitions: definition.map { Glossary(text: $0) })
    }

    struct Glossary: DefinitionProvider {
        let text: String
        func card(for term: Term, status: WordStatus) -> CardFacts? { ReviewFrameTests.card(term.key, senses: [(.noun, text)]) }
    }

    /// A card's facts as the dictionary gives them to the review (no sentence).
    static func card(_ lemma: String, ipa: [String] = [], senses: [(PartOfSpeech, String)], family: [String] = []) -> CardFacts {
        var card = CardFacts(term: lemma, lemma: lemma, partsOfSpeech: [], rank: nil, badge: .rare, cefr: nil, sentence: "", status: .learning)
        card.ipa = ipa
        card.senses = senses.map { Sense(partOfSpeech: $0.0, gloss: $0.1, examples: [], synonyms: [], tagCount: 0) }
        card.family = family
        return card
    }

    /// At a 76-column measure the gap would straddle the edge of the first line.
    static let committee = face("make a decision", surface: "made a decision", sentence: """
        After weeks of argument that nobody outside the hall could follow, they made a decision to postpone \
        the vote until the spring, when all of the new members will have arrived.
        """)
    static let quay = face("quay", definition: "wharf usually built parallel to the shoreline")
    static let quayNotes = card("quay", ipa: ["ki", "keɪ"], senses: [(.noun, "wharf usually built parallel to the shoreline")])
    static let early = face("make a decision", surface: "made a decision", sentence: "She made a decision to leave early.")

    static func model(_ face: ReviewFace, columns: Int, rows: Int, display: DisplaySettings = noColor, boost: Int? = nil,
                      remaining: Int = 70) -> ReviewModel {
        var model = ReviewModel(size: TerminalSession.Size(columns: columns, rows: rows), display: display, cram: false)
        model.show(ReviewModel.Card(face: face, boostStreak: boost, remaining: remaining))
        return model
    }

    static func screen(_ model: ReviewModel) -> [String] {
        ScreenGrid.rows(ReviewFrame.frame(model), columns: model.size.columns, rows: model.size.rows)
    }

    static let committeeNotes = card("make a decision", ipa: ["meɪk ə dɪˈsɪʒən"],
                                     senses: [(.noun, "the act of making up your mind about something")], family: ["decide", "decisive"])

    /// `rows` rows: `lines` from the top, blank rows, then `status`.
    static func screen(_ lines: [String], rows: Int, status: String) -> [String] {
        lines + Array(repeating: "", count: rows - 1 - lines.count) + [status]
    }

    @Test func at80x24ASentenceWrapsAtWordsWithTheGapWhole() throws {
        var model = Self.model(Self.committee, columns: 80, rows: 24)
        #expect(Self.screen(model) == Self.screen([
            "",
            "",
            "",
            "  After weeks of argument that nobody outside the hall could follow, they",
            "  [ _____ ] to postpone the vote until the spring, when all of the new members",
            "  will have arrived.",
            "",
            "  any key: reveal · q: quit",
        ], rows: 24, status: " reader review · 70 left                        again 0  hard 0  good 0  easy 0"))
        // Revealed: the sentence filled in where the prompt was, no line of the prompt left over.
        model.reveal(notes: Self.committee.notes(Self.committeeNotes))
        #expect(Self.screen(model) == Self.screen([
            "",
            "",
            "",
            "  After weeks of argument that nobody outside the hall could follow, they made",
            "  a decision to postpone the vote until the spring, when all of the new",
            "  members will have arrived.",
            "",
            "  /meɪk ə dɪˈsɪʒən/ · (noun) the act of making up your mind about something",
            "  family: decide, decisive",
            "",
            "   1 Again    2 Hard    3 Good    4 Easy    q: quit",
        ], rows: 24, status: " reader review · 70 left                        again 0  hard 0  good 0  easy 0"))
    }

    @Test func at100x30ADefinitionCardShowsItsDefinitionOnce() throws {
        var model = Self.model(Self.quay, columns: 100, rows: 30)
        #expect(Self.screen(model) == Self.screen([
            "",
            "",
            "",
            "            Which word or phrase means: wharf usually built parallel to the shoreline",
            "",
            "            any key: reveal · q: quit",
        ], rows: 30, status: " reader review · 70 left                                            again 0  hard 0  good 0  easy 0"))
        model.reveal(notes: Self.quay.notes(Self.quayNotes))
        #expect(Self.screen(model) == Self.screen([
            "",
            "",
            "",
            "            Which word or phrase means: wharf usually built parallel to the shoreline",
            "",
            "            quay",
            "",
            "            /ki/ /keɪ/",
            "",
            "             1 Again    2 Hard    3 Good    4 Easy    q: quit",
        ], rows: 30, status: " reader review · 70 left                                            again 0  hard 0  good 0  easy 0"))
    }

    /// The last answer at the top, Brain Boost and the counts in the status line, the card centred.
    @Test func at200x50TheToastBrainBoostAndCounts() throws {
        var model = Self.model(Self.early, columns: 200, rows: 50, boost: 1, remaining: 3)
        model.answered(Self.outcome, answers: [.again: 1, .good: 2])
        #expect(Self.screen(model) == Self.screen([
            "",
            "                                                              dreadful: good · next review in 10 minutes",
            "",
            "                                                              She [ _____ ] to leave early.",
            "",
            "                                                              any key: reveal · q: quit",
        ], rows: 50, status: " reader review · 3 left · ⟳ Brain Boost ●○                                                                                                                              again 1  hard 0  good 2  easy 0"))
    }

    /// Issue 51 item 3: a sentence longer than the screen is cut with an ellipsis line, and the keys under it
    /// (reveal, grade, quit) stay on screen at every size.
    @Test("a sentence too long for the screen keeps the keys", arguments: [(80, 24, 2), (60, 20, 2), (100, 30, 12), (200, 50, 62)])
    func aLongSentenceKeepsTheKeys(columns: Int, rows: Int, margin: Int) throws {
        let long = String(repeating: "The committee argued for hours about the budget. ", count: 100)
        var model = Self.model(Self.face("make a decision", surface: "made a decision", sentence: long + "They made a decision."),
                               columns: columns, rows: rows)
        let pad = String(repeating: " ", count: margin)
        let last = rows - 2
        var screen = Self.screen(model)
        #expect(screen.count == rows)
        #expect(Array(screen[(last - 2)...last]) == [pad + "…", "", pad + "any key: reveal · q: quit"])
        #expect(screen[3].hasPrefix(pad + "The committee argued for hours about the budget."))
        #expect(screen[3..<(last - 2)].allSatisfy { $0.hasPrefix(pad) && $0.count > margin })
        model.reveal(notes: Self.committee.notes(Self.committeeNotes))
        screen = Self.screen(model)
        #expect(Array(screen[(last - 2)...(last - 1)]) == [pad + "…", ""])
        #expect(screen[last] == pad + " 1 Again    2 Hard    3 Good    4 Easy    q: quit")
    }

    /// "dreadful" answered Good, due again 10 minutes later.
    static let outcome = ReviewOutcome(cardID: 2, term: Term(key: "dreadful")!, rating: .good, reviewedAt: date,
                                       before: .new(due: date), after: FSRSCard(due: date.addingTimeInterval(600)),
                                       cram: false, brainBoost: false, newStatus: nil)

    @Test("a narrow status line drops the counts, then the title", arguments: [
        (80, " reader review · 3 left · ⟳ Brain Boost ●○      again 1  hard 0  good 2  easy 0"),
        (60, " reader review · 3 left · ⟳ Brain Boost ●○"),
        (40, " 3 left · ⟳ Brain Boost ●○"),
        (20, " 3 left · ⟳ Brain B…"),
    ])
    func narrowStatusLine(columns: Int, status: String) throws {
        var model = Self.model(Self.early, columns: columns, rows: 10, boost: 1, remaining: 3)
        model.answered(Self.outcome, answers: [.again: 1, .good: 2])
        #expect(Self.screen(model).last == status)
    }

    /// The answer in the Learning highlight, each grade on its colour with its word; without colour the
    /// answer in reverse video and the grades as words. Text from the store never drives the terminal.
    @Test func answerHighlightAndGradeColoursByteForByte() throws {
        var model = Self.model(Self.early, columns: 80, rows: 12, display: Self.colors)
        model.reveal(notes: [])
        let frame = String(decoding: ReviewFrame.frame(model), as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "⎋")
        #expect(frame.contains("⎋[4;1H  She ⎋[30;43mmade a decision⎋[0m to leave early.⎋[0m⎋[K"))
        #expect(frame.contains("⎋[6;1H  ⎋[97;41m 1 Again ⎋[0m  ⎋[30;43m 2 Hard ⎋[0m  ⎋[30;42m 3 Good ⎋[0m  ⎋[97;44m 4 Easy ⎋[0m   q: quit⎋[0m⎋[K"))
        model.display = Self.noColor
        let plain = String(decoding: ReviewFrame.frame(model), as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "⎋")
        #expect(plain.contains("⎋[4;1H  She ⎋[7mmade a decision⎋[0m to leave early.⎋[0m⎋[K"))
        #expect(plain.contains("⎋[6;1H   1 Again    2 Hard    3 Good    4 Easy    q: quit⎋[0m⎋[K"))
        let hostile = Self.model(Self.face("evil", sentence: "An \u{1B}[31mevil\u{1B}[0m plan."), columns: 80, rows: 12)
        #expect(!String(decoding: ReviewFrame.frame(hostile), as: UTF8.self).contains("\u{1B}[31m"))
    }

    @Test("any key reveals, 1-4 grade and p/P speak once revealed, q and Ctrl-D quit", arguments: [
        (false, Key.character("x"), ReviewRequest?.some(.reveal)),
        (false, .character("p"), .reveal),
        (true, .character("p"), .speak(sentence: false)),
        (true, .character("P"), .speak(sentence: true)),
        (false, .enter, .reveal),
        (false, .character("3"), .reveal),
        (false, .character("q"), .quit),
        (false, .control("d"), .quit),
        (true, .character("1"), .grade(.again)),
        (true, .character("4"), .grade(.easy)),
        (true, .character("5"), nil),
        (true, .character("x"), nil),
        (true, .enter, nil),
        (true, .character("q"), .quit),
    ])
    func keys(revealed: Bool, key: Key, request: ReviewRequest?) throws {
        var model = Self.model(Self.early, columns: 80, rows: 24)
        if revealed { model.reveal(notes: []) }
        #expect(model.handle(key) == request)
    }
}
