import Foundation
import Testing
@testable import ReaderEngine

/// Finish and undo: bulk changes recorded as batches and reverted once each.
struct StoreUndoTests {
    let store: VocabularyStore
    let start = Date(timeIntervalSince1970: 1_669_725_000)

    init() throws {
        store = try VocabularyStore.inMemory()
    }

    func statuses(_ keys: [String]) throws -> [WordStatus?] { try keys.map { try store.status(of: term($0)) } }

    @Test func finishMarksOnlyNewTermsKnownAndUndoRemovesThem() throws {
        try store.setStatus(.learning, of: term("harbour"), at: start)
        try store.setStatus(.new, of: term("quay"), at: start)
        let summary = try store.finish([term("quay"), term("harbour"), term("sail"), term("quay")], label: "/t/sea.txt",
                                       at: start.addingTimeInterval(60))
        #expect(summary.marked == [term("quay"), term("sail")])
        #expect(summary.batch?.kind == .finish)
        #expect(try statuses(["quay", "harbour", "sail"]) == [.known, .learning, .known])
        let undone = try #require(try store.undoLastBatch(at: start.addingTimeInterval(120)))
        #expect(undone.batch.label == "/t/sea.txt")
        #expect(undone.restored == 1 && undone.removed == 1 && undone.kept == 0)
        #expect(try statuses(["quay", "harbour", "sail"]) == [WordStatus.new, .learning, nil])
        #expect(try store.undoLastBatch() == nil)
    }

    @Test func finishWithNothingNewLeavesNoBatch() throws {
        try store.setStatus(.known, of: term("sail"), at: start)
        #expect(try store.finish([term("sail")], label: "x", at: start) == FinishSummary(marked: [], batch: nil))
        #expect(try store.lastBatch() == nil)
    }

    @Test func undoGoesBackOneBatchAtATimeAndKeepsLaterChanges() throws {
        try store.setStatus(.learning, of: term("a"), at: start)
        try store.recordingBatch(.initialization, label: "top 3 lemmas", at: start) {
            try store.seed([term("a"), term("b"), term("c")], at: start)
        }
        try store.recordingBatch(.mark, label: "a, b", at: start) {
            try store.setStatus(.ignored, of: [(term("a"), nil), (term("b"), nil)], at: start)
        }
        // The learner changes b again after the batch: undo keeps that.
        try store.setStatus(.learning, of: term("b"), at: start)
        let mark = try #require(try store.undoLastBatch(at: start))
        #expect(mark.batch.kind == .mark)
        #expect(mark.restored == 1 && mark.removed == 0 && mark.kept == 1)
        #expect(try statuses(["a", "b", "c"]) == [.learning, .learning, .known])
        let seed = try #require(try store.undoLastBatch(at: start))
        #expect(seed.batch.kind == .initialization)
        #expect(seed.restored == 0 && seed.removed == 1 && seed.kept == 1)
        #expect(try statuses(["a", "b", "c"]) == [WordStatus.learning, .learning, nil])
    }

    /// `reader open` files each change as a batch and undoes only its own, learning what each term is again.
    @Test func aCallerUndoesItsOwnBatchOnlyWhileItIsTheNewest() throws {
        try store.setStatus(.learning, of: term("a"), at: start)
        let (_, mine) = try store.recordingBatchID(.mark, label: "a, b", at: start) {
            try store.setStatus(.known, of: [(term("a"), nil), (term("b"), nil)], at: start)
        }
        let own = try #require(mine)
        let (_, nothing) = try store.recordingBatchID(.mark, label: "a", at: start) {
            try store.setStatus(.known, of: [(term("a"), nil)], at: start)
        }
        #expect(nothing == nil)
        let (_, other) = try store.recordingBatchID(.mark, label: "c", at: start) {
            try store.setStatus(.ignored, of: [(term("c"), nil)], at: start)
        }
        // Another command's batch is newer: nothing is undone.
        #expect(try store.undoLastBatch(ifItIs: own, at: start) == nil)
        #expect(try statuses(["a", "b", "c"]) == [.known, .known, .ignored])
        #expect(try store.undoLastBatch(at: start)?.batch.id == other)
        let undone = try #require(try store.undoLastBatch(ifItIs: own, at: start))
        #expect(undone.summary.restored == 1 && undone.summary.removed == 1)
        #expect(undone.reverted.map(\.term) == [term("a"), term("b")])
        #expect(undone.reverted.map(\.status) == [.learning, nil])
        #expect(try statuses(["a", "b", "c"]) == [WordStatus.learning, nil, nil])
        #expect(try store.undoLastBatch(ifItIs: own, at: start) == nil)
    }

    @Test func aBatchThatChangedNothingIsNotKept() throws {
        try store.setStatus(.known, of: term("a"), at: start)
        try store.recordingBatch(.mark, label: "a", at: start) { try store.setStatus(.known, of: [(term("a"), nil)], at: start) }
        #expect(try store.lastBatch() == nil)
    }
}
