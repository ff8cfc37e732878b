import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

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
        #expect(try store.undoLastBatch(at: storeTestDate) == nil)
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
        #expect(undone.restored == 1 && undone.removed == 1)
        #expect(undone.reverted.map(\.term) == [term("a"), term("b")])
        #expect(undone.reverted.map(\.status) == [.learning, nil])
        #expect(try statuses(["a", "b", "c"]) == [WordStatus.learning, nil, nil])
        #expect(try store.undoLastBatch(ifItIs: own, at: start) == nil)
    }

    /// `reader open`'s c files the capture under its batch: undo removes the capture as well as the status
    /// it set, and a term already Learning (no status change) still gets an undoable batch.
    @Test(arguments: [
        (WordStatus?.none, 0, 1),
        (.known, 1, 0),
        (.learning, 0, 0),
    ])
    func undoingACaptureRemovesIt(before: WordStatus?, restored: Int, removed: Int) throws {
        if let before { try store.setStatus(before, of: term("quay"), at: start) }
        let (_, batch) = try store.recordingBatchID(.mark, label: "quay", at: start) {
            try store.capture(Capture(term: term("quay"), surface: "quays", sentence: "Two quays.", capturedAt: start + 60))
        }
        let own = try #require(batch)
        #expect(try store.captures(of: term("quay")).map(\.sentence) == ["Two quays."])
        let undone = try #require(try store.undoLastBatch(ifItIs: own, at: start + 120))
        #expect(undone.capturesRemoved == 1)
        #expect(undone.restored == restored && undone.removed == removed)
        #expect(try store.captures(of: term("quay")).isEmpty)
        #expect(try store.status(of: term("quay")) == before)
    }

    /// A capture made outside a batch (`reader capture`) is not the batch's to remove.
    @Test func undoKeepsCapturesMadeOutsideTheBatch() throws {
        try store.capture(Capture(term: term("quay"), surface: "quay", sentence: "An old quay.", capturedAt: start))
        try store.recordingBatch(.mark, label: "quay", at: start) {
            try store.capture(Capture(term: term("quay"), surface: "quays", sentence: "Two quays.", capturedAt: start + 60))
        }
        try store.capture(Capture(term: term("quay"), surface: "quay", sentence: "A new quay.", capturedAt: start + 90))
        let undone = try #require(try store.undoLastBatch(at: start + 120))
        #expect(undone.capturesRemoved == 1 && undone.restored == 0 && undone.removed == 0 && undone.kept == 0)
        #expect(try store.captures(of: term("quay")).map(\.sentence) == ["An old quay.", "A new quay."])
        #expect(try store.status(of: term("quay")) == .learning)
    }

    @Test func undoingAnImportRemovesTheCapturesItSaved() throws {
        try store.capture(Capture(term: term("run"), surface: "run", sentence: "I run.", capturedAt: start))
        try store.recordingBatch(.import, label: "backup.json", at: start) {
            try store.capture(Capture(term: term("run"), surface: "ran", sentence: "She ran.", capturedAt: start + 1))
            try store.capture(Capture(term: term("sail"), surface: "sail", sentence: "We sail.", capturedAt: start + 2))
        }
        let undone = try #require(try store.undoLastBatch(at: start + 3))
        #expect(undone.capturesRemoved == 2 && undone.restored == 0 && undone.removed == 1)
        #expect(try store.captures(of: term("run")).map(\.sentence) == ["I run."])
        #expect(try store.captures(of: term("sail")).isEmpty)
    }

    @Test func aBatchThatChangedNothingIsNotKept() throws {
        try store.setStatus(.known, of: term("a"), at: start)
        try store.recordingBatch(.mark, label: "a", at: start) { try store.setStatus(.known, of: [(term("a"), nil)], at: start) }
        #expect(try store.lastBatch() == nil)
    }
}
