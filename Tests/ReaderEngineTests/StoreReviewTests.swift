import Foundation
import GRDB
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Cards, answers, the status link, cram, Brain Boost and decks on an in-memory store.
struct StoreReviewTests {
    let store: VocabularyStore
    let start = Date(timeIntervalSince1970: 1_669_725_000)  // 2022-11-29 12:30 UTC
    let exact = FSRSScheduler(parameters: FSRSParameters(fuzz: false))

    init() throws {
        store = try VocabularyStore.inMemory()
    }

    func learn(_ keys: [String], at date: Date) throws {
        try store.setStatus(.learning, of: keys.map { (term($0), nil) }, at: date)
    }

    /// A store migrated only up to `migration`, holding `rows` (SQL inserts of that schema), then opened.
    func storeMigrated(upTo migration: String, holding rows: [String]) throws -> (DatabaseQueue, VocabularyStore) {
        let queue = try DatabaseQueue()
        try VocabularyMigrations.migrator.migrate(queue, upTo: migration)
        try queue.write { db in for row in rows { try db.execute(sql: row) } }
        return (queue, try VocabularyStore(database: queue))
    }

    @Test func aV1StoreUpgradesInPlaceKeepingItsHistory() throws {
        // Given a store migrated only to v1, with a term and its history, when it is opened
        let (queue, upgraded) = try storeMigrated(upTo: "v1-terms-forms-captures", holding: [
            "INSERT INTO term VALUES (1, 'run', 1, 'run', 'known', 0, 0)",
            "INSERT INTO status_change VALUES (7, 1, 'known', 'seed', 0)",
        ])
        // Then the history row is kept and the new origins are accepted
        let history = try queue.read { db in try Row.fetchAll(db, sql: "SELECT id, origin, batch_id FROM status_change") }
        #expect(history.map { [$0[0] as Int64, ($0[2] as Int64?) ?? -1] } == [[7, -1]])
        #expect(try upgraded.setStatus(.learning, of: term("run"), origin: .review, at: storeTestDate) == .changed(from: .known))
    }

    @Test func aV3StoreUpgradesInPlaceKeepingItsCaptures() throws {
        let (queue, upgraded) = try storeMigrated(upTo: "v3-reading-position", holding: [
            "INSERT INTO term VALUES (1, 'run', 1, 'run', 'learning', 0, 0)",
            "INSERT INTO capture (id, term_id, surface, sentence, captured_at) VALUES (3, 1, 'ran', 'I ran.', 0)",
        ])
        let rows = try queue.read { db in try Row.fetchAll(db, sql: "SELECT id, batch_id FROM capture") }
        #expect(rows.map { [$0[0] as Int64, ($0[1] as Int64?) ?? -1] } == [[3, -1]])
        #expect(try upgraded.captures(of: term("run")).map(\.sentence) == ["I ran."])
    }

    @Test func newLearningTermsGetCardsDueWhenTheyWereLearnt() throws {
        try learn(["decision", "weather"], at: start)
        try store.setStatus(.known, of: term("run"), at: start)
        #expect(try store.prepareCards(at: start) == 2)
        #expect(try store.prepareCards(at: start) == 0)
        let queue = try store.reviewQueue(at: start)
        #expect(queue.count == 2)
        #expect(queue.allSatisfy { $0.kind == .new })
        #expect(try store.reviewQueue(at: start, newLimit: 1).count == 1)
    }

    @Test func answersFollowFSRSAndGraduateTheTermAtTwentyOneDays() throws {
        try learn(["decision"], at: start)
        try store.prepareCards(at: start)
        let id = try #require(try store.reviewQueue(at: start).first?.id)
        var at = start
        var stabilities: [Double] = []
        var statuses: [WordStatus?] = []
        for rating in [Rating.easy, .good, .good] {
            let outcome = try store.recordReview(id, rating: rating, at: at, scheduler: exact)
            stabilities.append((outcome.after.stability! * 10_000).rounded() / 10_000)
            statuses.append(outcome.newStatus)
            at = outcome.after.due
        }
        #expect(stabilities == [8.2956, 38.9051, 153.0001])
        #expect(statuses == [nil, .known, nil])
        #expect(try store.status(of: term("decision")) == .known)
        // A lapse sends it back to Learning
        let lapse = try store.recordReview(id, rating: .again, at: at, scheduler: exact)
        #expect(lapse.newStatus == .learning)
        #expect(lapse.after.state == .relearning)
        #expect(try store.status(of: term("decision")) == .learning)
    }

    @Test func cramLogsWithoutChangingTheSchedule() throws {
        try learn(["decision"], at: start)
        try store.prepareCards(at: start)
        let id = try #require(try store.reviewQueue(at: start).first?.id)
        let first = try store.recordReview(id, rating: .easy, at: start, scheduler: exact)
        #expect(try store.reviewQueue(at: start.addingTimeInterval(3600)).isEmpty)
        let crammable = try store.reviewQueue(at: start.addingTimeInterval(3600), cram: true)
        #expect(crammable.map(\.id) == [id])
        let crammed = try store.recordReview(id, rating: .again, at: start.addingTimeInterval(3600), scheduler: exact, cram: true)
        #expect(crammed.after == first.after)
        #expect(crammed.newStatus == nil)
        #expect(try store.reviewCard(id).memory == first.after)
        let logged = try store.read { db in try Row.fetchAll(db, sql: "SELECT rating, cram FROM review_log ORDER BY id") }
        #expect(logged.map { [$0[0] as Int, $0[1] as Int] } == [[4, 0], [1, 1]])
    }

    @Test func brainBoostBringsAFailedCardBackUntilTwoCorrectInARow() throws {
        try learn(["a", "b"], at: start)
        let session = try ReviewSession(store: store, scheduler: exact, options: .init(), at: start)
        var shown: [String] = []
        var streaks: [Int?] = []
        let grades: [String: [Rating]] = ["a": [.again, .good, .again, .good, .good], "b": [.good, .good]]
        var given: [String: Int] = [:]
        var boosted: [Bool] = []
        while let prompt = try session.next(at: start.addingTimeInterval(60)) {
            let key = prompt.card.term.key
            shown.append(key)
            streaks.append(prompt.boostStreak)
            let rating = grades[key]![given[key, default: 0]]
            given[key, default: 0] += 1
            boosted.append(try session.answer(rating, at: start.addingTimeInterval(60)).brainBoost)
        }
        #expect(shown == ["a", "b", "a", "a", "a", "a"])
        #expect(streaks == [nil, nil, 0, 1, 0, 1])
        #expect(boosted == [false, false, true, true, true, true])
        #expect(session.answers == [.again: 2, .good: 4])
    }

    @Test func decksNarrowTheQueue() throws {
        try learn(["a", "b", "c"], at: start)
        #expect(try store.addToDeck("Travel", terms: [term("a"), term("c"), term("zzz")], at: storeTestDate) == 2)
        #expect(try store.addToDeck("travel", terms: [term("a")], at: storeTestDate) == 0)
        try store.prepareCards(at: start)
        let ids = try store.reviewQueue(at: start, deck: "TRAVEL").map(\.id)
        #expect(try ids.map { try store.reviewCard($0).term.key } == ["a", "c"])
        #expect(try store.decks().map(\.name) == ["Travel"])
        #expect(try store.deckTermKeys("travel") == ["a", "c"])
        #expect(throws: StoreError.unknownDeck("nope")) { try store.reviewQueue(at: start, deck: "nope") }
        #expect(throws: StoreError.invalidDeck(" ")) { try store.addToDeck(" ", terms: [], at: storeTestDate) }
    }

    @Test func clozeSplitsTheCapturedSentence() throws {
        let capture = Capture(term: term("make a decision"), surface: "made a decision", sentence: "She made a decision\nto go.",
                              capturedAt: start)
        try store.capture(capture)
        try store.prepareCards(at: start)
        let card = try store.reviewCard(try #require(try store.reviewQueue(at: start).first?.id))
        let face = ReviewFace(card: card)
        #expect(face.prompt == "She [ _____ ] to go.")
        #expect(face.answer == "made a decision")
    }

    struct Glossary: DefinitionProvider {
        func card(for term: Term, status: WordStatus) -> CardFacts? {
            guard term.key == "serendipity" else { return nil }
            var card = CardFacts(term: term.key, lemma: term.key, partsOfSpeech: [], rank: nil, badge: .rare, cefr: nil,
                                 sentence: "", status: status)
            card.senses = [Sense(partOfSpeech: .noun, gloss: "a happy accident", examples: [], synonyms: [], tagCount: 0)]
            return card
        }
    }

    @Test func cardsWithoutASentenceAskForTheDefinitionOrTheWord() throws {
        try learn(["serendipity", "quay"], at: start)
        try store.prepareCards(at: start)
        let faces = try store.reviewQueue(at: start).map { ReviewFace(card: try store.reviewCard($0.id), definitions: Glossary()) }
        #expect(faces.map(\.prompt) == ["Which word or phrase means: a happy accident", "Do you know: quay ?"])
    }
}
