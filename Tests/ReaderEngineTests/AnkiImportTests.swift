import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Anki: importing into the store")
struct AnkiImportTests {
    static let terms: [AnkiImportTerm] = {
        let vocabulary = AnkiVocabulary(try! AnkiPackage.read(AnkiFixture.url("deck.apkg")))
        let lemmas = ["ran": "run", "encoded": "encode", "sending": "send"]
        return vocabulary.terms { Term(key: lemmas[$0] ?? $0)! }.terms
    }()

    @Test func importingTwiceChangesNothingTheSecondTime() throws {
        let store = try VocabularyStore.inMemory()
        let first = try store.importAnki(Self.terms, withSchedule: true, at: storeTestDate)
        let backup = try store.backup().encoded()
        let second = try store.importAnki(Self.terms, withSchedule: true, at: storeTestDate + 60)
        // Then
        var expected = AnkiImportSummary()
        (expected.added, expected.captures, expected.scheduled) = (9, 2, 7)
        #expect(first == expected)
        (expected.added, expected.unchanged, expected.captures, expected.scheduled, expected.keptCards) = (0, 9, 0, 0, 7)
        #expect(second == expected)
        #expect(try store.backup().encoded() == backup)
        #expect(try store.countsByStatus() == [.known: 4, .learning: 5])
        #expect(try store.decks().map(\.name) == ["English", "English::Phrasal verbs"])
        #expect(try store.captures(of: term("send")).map(\.sentence) == ["She encoded the message before sending it."])
    }

    /// The learner's own marks win: Known and Ignored stay; Learning only rises to Known.
    @Test(arguments: [
        (WordStatus.known, "serendipity", WordStatus.known),
        (.ignored, "ubiquitous", .ignored),
        (.learning, "ubiquitous", .known),
        (.learning, "serendipity", .learning),
        (.new, "quixotic", .learning),
    ])
    func anImportRaisesAStatusAndNeverLowersIt(before: WordStatus, word: String, after: WordStatus) throws {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(before, of: term(word), at: storeTestDate)
        _ = try store.importAnki(Self.terms, withSchedule: false, at: storeTestDate + 1)
        #expect(try store.status(of: term(word)) == after)
    }

    @Test func theScheduleComesWithTheFSRSStateUnlessReaderReviewedTheCardItself() throws {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(.learning, of: term("serendipity"), at: storeTestDate)
        try store.prepareCards(at: storeTestDate)
        let reviewed = try #require(try store.reviewQueue(at: storeTestDate).first?.id)
        _ = try store.recordReview(reviewed, rating: .good, at: storeTestDate, scheduler: FSRSScheduler())
        // When
        let summary = try store.importAnki(Self.terms, withSchedule: true, at: storeTestDate + 60)
        // Then
        #expect(summary.scheduled == 6 && summary.keptCards == 1)
        #expect(try store.reviewCard(reviewed).memory.lastReview == storeTestDate)
        let ubiquitous = try #require(try store.reviewQueue(at: .distantFuture, newLimit: 0).map { try store.reviewCard($0.id) }
            .first { $0.term == term("ubiquitous") })
        #expect(ubiquitous.memory.state == .review)
        #expect(ubiquitous.memory.stability == 52.5 && ubiquitous.memory.difficulty == 4.25)
        let run = try #require(try store.reviewQueue(at: .distantFuture, newLimit: 0).map { try store.reviewCard($0.id) }
            .first { $0.term == term("run") })
        // No FSRS state in Anki (SM-2): stability is the interval, difficulty mid-scale.
        #expect(run.memory.stability == 30 && run.memory.difficulty == 5)
    }
}
