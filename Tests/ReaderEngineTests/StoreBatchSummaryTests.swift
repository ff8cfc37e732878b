import Foundation
import GRDB
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Issue 50 item 5: `undo --list` reads each batch's stored summary, and a summary is never stale.
@Suite("Store: batch summaries")
struct StoreBatchSummaryTests {
    let store: VocabularyStore
    let start = Date(timeIntervalSince1970: 1_669_725_000)

    init() throws {
        store = try VocabularyStore.inMemory()
    }

    func importBatch(_ keys: [String], status: WordStatus, at date: Date, into target: VocabularyStore? = nil) throws {
        let target = target ?? store
        try target.recordingBatch(.import, label: "words.txt", at: date) {
            try target.importRecords(keys.map { .term(term($0), display: $0, status: status, capture: nil) }, at: date)
        }
    }

    func summarized() throws -> [Int64] {
        try store.read { db in try Int64.fetchAll(db, sql: "SELECT batch_id FROM batch_summary ORDER BY batch_id") }
    }

    @Test func aClosedBatchIsSummarizedWithEachTermsLastStatus() throws {
        try importBatch(["a", "b", "c"], status: .known, at: start)
        try store.recordingBatch(.mark, label: "a b", at: start + 60) {
            try store.setStatus(.ignored, of: [(term("a"), nil), (term("b"), nil)], at: start + 60)
            try store.setStatus(.learning, of: [(term("a"), nil)], at: start + 61)
        }
        #expect(try summarized() == [1, 2])
        #expect(try store.undoableBatches().map(\.statuses) == [[.learning: 1, .ignored: 1], [.known: 3]])
    }

    @Test func aChangeWrittenOrDeletedOutsideABatchCloseDropsItsSummaryAndTheCountsStayExact() throws {
        try importBatch(["a", "b", "c"], status: .known, at: start)
        try importBatch(["d"], status: .learning, at: start + 60)
        try store.write { db in try db.execute(sql: "DELETE FROM status_change WHERE batch_id = 1 AND term_id = (SELECT id FROM term WHERE key = 'b')") }
        #expect(try summarized() == [2])
        #expect(try store.undoableBatches().map(\.statuses) == [[.learning: 1], [.known: 2]])
        try store.write { db in try db.execute(sql: "UPDATE status_change SET status = 'ignored' WHERE batch_id = 2") }
        #expect(try summarized() == [])
        #expect(try store.undoableBatches().map(\.statuses) == [[.ignored: 1], [.known: 2]])
    }

    @Test func undoingABatchThatRemovesItsTermsLeavesTheEarlierSummariesStanding() throws {
        try importBatch(["a"], status: .known, at: start)
        try importBatch(["b", "c"], status: .learning, at: start + 60)
        try store.undoLastBatch(at: start + 120)
        #expect(try summarized() == [1])
        #expect(try store.undoableBatches().map(\.statuses) == [[.known: 1]])
    }

    @Test func aMergeSummarizesTheBatchesItBringsOrChanges() throws {
        let other = try VocabularyStore.inMemory()
        try importBatch(["x", "y"], status: .known, at: start, into: other)
        try importBatch(["y", "z"], status: .learning, at: start + 60, into: other)
        try importBatch(["a"], status: .known, at: start + 30)
        try store.merge(try other.backup())
        let batches = try store.undoableBatches()
        #expect(batches.map(\.statuses) == [[.learning: 2], [.known: 2], [.known: 1]])
        #expect(try summarized().count == 3)
    }
}
