import Foundation
import GRDB
import ReaderCore

/// `reader undo`: reverting the newest change batch, never the learner's work
/// since. A term the batch changed is left alone when the learner touched it
/// after the batch (a newer status change, a capture outside the batch, a
/// review answer); only a term the batch added and nothing touched since is
/// removed, so a card's review log and a capture made outside the batch are
/// never deleted. `undoPlan()` says beforehand what the revert would do.
extension VocabularyStore {
    /// What undoing the newest batch would do, without doing it; nil when there is nothing to undo.
    public func undoPlan() throws -> UndoSummary? {
        try read { db in try Self.lastBatchRecord(db).map { try Self.plan($0, in: db) } }
    }

    /// The batches `undo` could revert, newest first, with what each changed.
    public func undoableBatches() throws -> [UndoableBatch] {
        try read { db in
            let summarized = try Self.keepsBatchSummaries(db)
            return try Self.undoableBatchRecords(db).map { record in
                let id = record.id ?? 0
                let statuses = try Self.statusCounts(ofBatch: id, summarized: summarized, in: db)
                let captures = try Int.fetchOne(db, sql: "SELECT count(*) FROM capture WHERE batch_id = ?", arguments: [id]) ?? 0
                return UndoableBatch(batch: ChangeBatch(record), statuses: statuses, captures: captures)
            }
        }
    }

    /// Reverts the newest batch not undone yet, as `undoPlan()` describes: the
    /// captures it saved are removed, each term it changed goes back to its
    /// earlier status or is removed, unless the learner touched it since. A
    /// batch is undone once; the next call reverts the batch before it. Nil
    /// when there is nothing to undo.
    public func undoLastBatch(at date: Date) throws -> UndoSummary? {
        try write { db in try Self.lastBatchRecord(db).map { try Self.undo($0, at: date, in: db) } }
    }

    /// `undoLastBatch`, only when the newest batch not undone is `id` (nil
    /// otherwise): a caller that showed a plan (`reader undo`) or undoes its
    /// own batches (`reader open`) reverts exactly that one.
    public func undoLastBatch(ifItIs id: Int64, at date: Date) throws -> UndoSummary? {
        try write { db in
            guard let record = try Self.lastBatchRecord(db), record.id == id else { return nil }
            return try Self.undo(record, at: date, in: db)
        }
    }

    private static func undo(_ record: StoredChangeBatch, at date: Date, in db: Database) throws -> UndoSummary {
        var summary = try plan(record, in: db)
        let id = record.id ?? 0
        try db.execute(sql: "DELETE FROM capture WHERE batch_id = ?", arguments: [id])
        summary.capturesRemoved = db.changesCount
        for step in summary.steps {
            switch step.action {
            case .restore(let status): _ = try setStatus(status, of: step.term, display: nil, origin: .undo, at: date, in: db)
            case .remove: try db.cachedStatement(sql: "DELETE FROM term WHERE key = ?").execute(arguments: [step.term.key])
            case .keep: break
            }
        }
        // Removed terms take their status changes along, so new ones may reuse ids the watermark has seen.
        if summary.removed > 0 { try StoredSetting.deleteOne(db, key: cardWatermarkKey) }
        var done = record
        done.undoneAt = date.storeValue
        try done.update(db)
        return summary
    }

    /// What undoing `record` does, term by term.
    private static func plan(_ record: StoredChangeBatch, in db: Database) throws -> UndoSummary {
        let id = record.id ?? 0
        let rows = try Row.fetchAll(db, sql: """
            SELECT b.term_id, t.key, t.status, min(b.id) AS first_change, max(b.id) AS last_change,
                   (SELECT max(id) FROM status_change WHERE term_id = b.term_id) AS latest_change
            FROM status_change b JOIN term t ON t.id = b.term_id
            WHERE b.batch_id = ? GROUP BY b.term_id ORDER BY t.key
            """, arguments: [id])
        var steps: [UndoStep] = []
        for row in rows {
            let termID: Int64 = try row.decode(forColumn: "term_id")
            let status = try WordStatus.decode(row, Column("status"), table: StoredTerm.databaseTableName)
            let first: Int64 = try row.decode(forColumn: "first_change"), last: Int64 = try row.decode(forColumn: "last_change")
            let latest: Int64 = try row.decode(forColumn: "latest_change")
            guard let term = Term(key: try row.decode(forColumn: "key")) else { continue }
            // Cached: a batch of 48,000 terms (`init --level C2`) compiled each statement once per term (15 s).
            let previous = try WordStatus.fetchOne(db.cachedStatement(sql: """
                SELECT status FROM status_change WHERE term_id = ? AND id < ? ORDER BY id DESC LIMIT 1
                """), arguments: [termID, first])
            // A term the batch added has no earlier work: anything on it came since.
            let since = previous == nil ? -Double.infinity : record.createdAt
            let touched = try last != latest || Bool.fetchOne(db.cachedStatement(sql: """
                SELECT EXISTS (SELECT 1 FROM capture WHERE term_id = :term AND (batch_id IS NULL OR batch_id <> :batch)
                                 AND captured_at >= :since)
                    OR EXISTS (SELECT 1 FROM review_log r JOIN card c ON c.id = r.card_id WHERE c.term_id = :term
                                 AND r.reviewed_at >= :since)
                """), arguments: ["term": termID, "batch": id, "since": since]) == true
            let action: UndoStep.Action = touched ? .keep : previous.map { .restore($0) } ?? .remove
            var drops = false
            if case .restore(let earlier) = action, [.new, .ignored].contains(earlier), [.learning, .known].contains(status) {
                drops = try Bool.fetchOne(db.cachedStatement(sql: """
                    SELECT EXISTS (SELECT 1 FROM review_log r JOIN card c ON c.id = r.card_id WHERE c.term_id = ?)
                    """), arguments: [termID]) == true
            }
            steps.append(UndoStep(term: term, status: status, action: action, dropsReviewedCard: drops))
        }
        let captures = try Int.fetchOne(db, sql: "SELECT count(*) FROM capture WHERE batch_id = ?", arguments: [id]) ?? 0
        return UndoSummary(batch: ChangeBatch(record), steps: steps, capturesRemoved: captures)
    }
}
