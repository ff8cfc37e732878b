import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Issue 25 item 3: undo reverts the newest batch only, and never the learner's work since.
@Suite("Store: undo that cannot hurt (issue 25)")
struct StoreUndoSafetyTests {
    let store: VocabularyStore
    let start = Date(timeIntervalSince1970: 1_669_725_000)
    let exact = FSRSScheduler(parameters: FSRSParameters(fuzz: false))

    init() throws {
        store = try VocabularyStore.inMemory()
    }

    func importBatch(_ keys: [String], status: WordStatus = .learning, at date: Date) throws {
        try store.recordingBatch(.import, label: "words.txt", at: date) {
            try store.importRecords(keys.map { .term(term($0), display: $0, status: status, capture: nil) }, at: date)
        }
    }

    func review(_ key: String, _ rating: Rating, at date: Date) throws {
        try store.prepareCards(at: date)
        let card = try #require(try store.reviewQueue(at: date, newLimit: 10).first { try store.reviewCard($0.id).term == term(key) })
        try store.recordReview(card.id, rating: rating, at: date, scheduler: exact)
    }

    func answers() throws -> Int { try store.backup().terms.compactMap(\.card).map(\.reviews.count).reduce(0, +) }

    /// The campaign's defect: undo after an import deleted a term the learner had since captured with a
    /// note and reviewed, with the capture, the note, the card and the review log (only status was checked).
    @Test func undoingAnImportKeepsTermsCapturedOrReviewedSince() throws {
        try importBatch(["divulge", "quay", "sail"], at: start)
        // "divulge" is already Learning: the capture changes no status.
        try store.capture(Capture(term: term("divulge"), surface: "divulged", sentence: "She divulged it.", capturedAt: start + 60,
                                  note: "tell"))
        try review("quay", .good, at: start + 120)
        let plan = try #require(try store.undoPlan())
        #expect(plan.steps.map(\.action) == [.keep, .keep, .remove])
        let undone = try #require(try store.undoLastBatch(at: start + 180))
        #expect(undone.kept == 2 && undone.removed == 1 && undone.restored == 0)
        #expect(try store.captures(of: term("divulge")).map(\.note) == ["tell"])
        #expect(try answers() == 1)
        #expect(try [term("divulge"), term("quay"), term("sail")].map { try store.status(of: $0) } == [.learning, .learning, nil])
    }

    /// Reverting a batch that took an Ignored, once-reviewed term back to Learning drops its card from
    /// review: the plan says so (the CLI asks first), and the answers stay.
    @Test func aRevertThatDropsAReviewedCardIsFlaggedAndKeepsItsAnswers() throws {
        try store.setStatus(.learning, of: term("quay"), at: start)
        try review("quay", .good, at: start + 60)
        try store.setStatus(.ignored, of: term("quay"), at: start + 120)
        try importBatch(["quay", "sail"], at: start + 180)
        let plan = try #require(try store.undoPlan())
        #expect(plan.droppedReviewedCards == [term("quay")])
        #expect(plan.steps.map(\.action) == [.restore(.ignored), .remove])
        #expect(try store.status(of: term("quay")) == .learning)
        try store.undoLastBatch(at: start + 240)
        #expect(try store.status(of: term("quay")) == .ignored)
        #expect(try answers() == 1)
    }

    @Test func undoableBatchesAreListedNewestFirstWithWhatTheyDid() throws {
        try importBatch(["a", "b"], status: .known, at: start)
        try store.recordingBatch(.mark, label: "c", at: start + 60) {
            try store.setStatus(.ignored, of: [(term("c"), nil)], at: start + 60)
            try store.capture(Capture(term: term("c"), surface: "c", sentence: "C.", capturedAt: start + 60))
        }
        let batches = try store.undoableBatches()
        #expect(batches.map(\.batch.kind) == [.mark, .import])
        #expect(batches.map(\.statuses) == [[.learning: 1], [.known: 2]])
        #expect(batches.map(\.captures) == [1, 0])
        try store.undoLastBatch(at: start + 120)
        #expect(try store.undoableBatches().map(\.batch.kind) == [.import])
    }

    /// An undo that removes terms deletes their status changes: new changes may reuse ids the card
    /// watermark has seen, so it is dropped and the next session still makes their cards.
    @Test func termsLearntAfterAnUndoStillGetCards() throws {
        try store.setStatus(.learning, of: term("keep"), at: start)
        try importBatch(["gone", "also"], at: start + 60)
        #expect(try store.prepareCards(at: start + 120) == 3)
        try store.undoLastBatch(at: start + 180)
        try store.setStatus(.learning, of: [(term("x"), nil), (term("y"), nil)], at: start + 240)
        #expect(try store.prepareCards(at: start + 300) == 2)
    }
}
