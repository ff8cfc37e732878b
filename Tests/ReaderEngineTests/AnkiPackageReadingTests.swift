import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Anki: reading packages the real Anki wrote")
struct AnkiPackageReadingTests {
    /// Each package holds the same collection: the three collection formats read alike.
    @Test(arguments: AnkiFixture.packages)
    func everyFormatGivesTheSameNotesDecksAndCardStates(name: String) throws {
        let collection = try AnkiPackage.read(AnkiFixture.url(name))
        let notes = collection.notes.map { note in
            (AnkiText.plain(note.fields[note.noteType.sortField]), note.noteType.name, note.tags,
             note.cards.map { "\($0.deck) \($0.type) \($0.interval)\($0.suspended ? " suspended" : "")" })
        }
        #expect(notes.map(\.0) == ["ubiquitous", "serendipity", "ran", "ephemeral", "quixotic", "cogent", "look up",
                                   "The cat sat on the mat while everyone watched.",
                                   "She {{c1::encoded}} the message before {{c2::sending::verb}} it."])
        #expect(notes.map(\.1) == Array(repeating: "Basic", count: 8) + ["Cloze"])
        #expect(notes[0].2 == ["vocab"] && notes[4].2 == ["leech"] && notes[8].2 == ["grammar"])
        #expect(notes.map(\.3) == [
            ["English review 45"], ["English review 6"], ["English review 30"], ["English learning 0"], ["English new 0"],
            ["English review 25 suspended"], ["English::Phrasal verbs relearning 3"], ["English new 0"],
            ["English review 40", "English new 0"],
        ])
        let ubiquitous = try #require(collection.notes.first?.cards.first)
        #expect(ubiquitous.stability == 52.5 && ubiquitous.difficulty == 4.25)
        // "ran" has no FSRS state: its last answer comes from the review log, 20 days before the export.
        let ran = try #require(collection.notes[2].cards.first)
        #expect(ran.stability == nil && ran.lastReview != nil)
        #expect(ran.lastReview.map { (ran.due ?? .distantPast).timeIntervalSince($0) / 86_400 }.map { (29.5...30.5).contains($0) } == true)
    }

    @Test func theVocabularyRuleMakesMatureCardsKnownAndSkipsSentences() throws {
        let vocabulary = AnkiVocabulary(try AnkiPackage.read(AnkiFixture.url("deck.apkg")))
        #expect(vocabulary.items.map { "\($0.text):\($0.status.rawValue)" } == [
            "ubiquitous:known", "serendipity:learning", "ran:known", "ephemeral:learning", "quixotic:learning",
            "cogent:known", "look up:learning", "encoded:known", "sending:learning",
        ])
        #expect(vocabulary.skippedNotes == 1)
        let sending = try #require(vocabulary.items.last)
        #expect(sending.sentence?.text == "She encoded the message before sending it.")
        #expect(sending.sentence?.range == 31..<38)
        #expect(sending.card == nil)
        #expect(vocabulary.items.first { $0.text == "look up" }?.decks == ["English::Phrasal verbs"])
    }

    @Test(arguments: [
        ("She {{c1::encoded}} it &amp; {{c2::<b>sent</b>::verb}}.", "She encoded it & sent.", [1, 2], ["encoded", "sent"], [4..<11, 17..<21]),
        ("  <div>A {{c1::look up}}</div> ", "A look up", [1], ["look up"], [2..<9]),
        ("{{c1::x}} {{broken", "x {{broken", [1], ["x"], [0..<1]),
    ] as [(String, String, [Int], [String], [Range<Int>])])
    func clozeFieldsReadBackAsSentenceAndDeletions(html: String, sentence: String, numbers: [Int], texts: [String], ranges: [Range<Int>]) {
        let cloze = ClozeText(html)
        #expect(cloze.sentence == sentence)
        #expect(cloze.deletions.map(\.number) == numbers)
        #expect(cloze.deletions.map(\.text) == texts)
        #expect(cloze.deletions.map(\.range) == ranges)
    }

    @Test(arguments: [
        ("", "da39a3ee"), ("abc", "a9993e36"), ("It was a {{c1::quixotic}} plan.", "0323c605"),
        (String(repeating: "a", count: 1000), "291e9a6c"),
    ])
    func sha1MatchesTheStandardVectors(text: String, prefix: String) {
        #expect(SHA1.digest(Array(text.utf8)).prefix(4).map { String(format: "%02x", $0) }.joined() == prefix)
    }
}
