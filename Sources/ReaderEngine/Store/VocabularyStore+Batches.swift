import Foundation
import GRDB

/// The one owner of undoable bulk changes: `recordingBatch` tags what a bulk
/// operation wrote, `undoLastBatch` reverts the newest batch not yet undone.
extension VocabularyStore {
    /// Runs `body` (which may use several transactions, as imports do) and files
    /// every status change it made under a new batch. A batch that changed
    /// nothing is not kept, so `undo` never "reverts" an empty change.
    @discardableResult
    public func recordingBatch<T>(_ kind: ChangeBatch.Kind, label: String, at date: Date,
                                  _ body: () throws -> T) throws -> T {
        let before = try read { db in try Int64.fetchOne(db, sql: "SELECT max(id) FROM status_change") ?? 0 }
        let result = try body()
        try write { db in
            let batch = try Self.openBatch(kind, label: label, at: date, in: db)
            try Self.closeBatch(batch, after: before, in: db)
        }
        return result
    }

    static func openBatch(_ kind: ChangeBatch.Kind, label: String, at date: Date, in db: Database) throws -> Int64 {
        var record = ChangeBatchRecord(kind: kind, label: label, createdAt: date.storeValue)
        try record.insert(db)
        return record.id ?? db.lastInsertedRowID
    }

    /// Tags the changes written after `before`; drops the batch if there are none.
    static func closeBatch(_ batch: Int64, after before: Int64, in db: Database) throws {
        try db.execute(sql: "UPDATE status_change SET batch_id = ? WHERE id > ? AND batch_id IS NULL",
                       arguments: [batch, before])
        if db.changesCount == 0 { _ = try ChangeBatchRecord.deleteOne(db, key: batch) }
    }

    /// The newest batch not undone yet, if any.
    public func lastBatch() throws -> ChangeBatch? {
        try read { db in try Self.lastBatchRecord(db).map(ChangeBatch.init) }
    }

    /// Reverts the newest batch not undone yet: each term it changed goes back
    /// to its earlier status (or is removed if the batch added it), unless the
    /// term changed again since, which wins. A batch is undone once; the next
    /// call reverts the batch before it. Nil when there is nothing to undo.
    public func undoLastBatch(at date: Date = Date()) throws -> UndoSummary? {
        try write { db in
            guard var record = try Self.lastBatchRecord(db), let id = record.id else { return nil }
            var summary = UndoSummary(batch: ChangeBatch(record), restored: 0, removed: 0, kept: 0)
            let changed = try Row.fetchAll(db, sql: """
                SELECT b.term_id, t.key, min(b.id), max(b.id),
                       (SELECT max(id) FROM status_change WHERE term_id = b.term_id)
                FROM status_change b JOIN term t ON t.id = b.term_id
                WHERE b.batch_id = ? GROUP BY b.term_id
                """, arguments: [id])
            for row in changed {
                let termID: Int64 = row[0], first: Int64 = row[2], last: Int64 = row[3], latest: Int64 = row[4]
                guard last == latest, let term = Term(key: row[1]) else {
                    summary.kept += 1
                    continue
                }
                let previous = try WordStatus.fetchOne(db, sql: """
                    SELECT status FROM status_change WHERE term_id = ? AND id < ? ORDER BY id DESC LIMIT 1
                    """, arguments: [termID, first])
                if let previous {
                    _ = try Self.setStatus(previous, of: term, display: nil, origin: .undo, at: date, in: db)
                    summary.restored += 1
                } else {
                    try db.execute(sql: "DELETE FROM term WHERE id = ?", arguments: [termID])
                    summary.removed += 1
                }
            }
            record.undoneAt = date.storeValue
            try record.update(db)
            return summary
        }
    }

    static func lastBatchRecord(_ db: Database) throws -> ChangeBatchRecord? {
        try ChangeBatchRecord.filter(ChangeBatchRecord.Columns.undoneAt == nil)
            .order(ChangeBatchRecord.Columns.id.desc).fetchOne(db)
    }
}

extension ChangeBatch {
    init(_ record: ChangeBatchRecord) {
        self.init(id: record.id ?? 0, kind: record.kind, label: record.label, createdAt: Date(storeValue: record.createdAt))
    }
}
