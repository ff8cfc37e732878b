import Foundation
import GRDB

/// The one owner of undoable bulk changes: `recordingBatch` tags what a bulk
/// operation wrote (status changes and captures), `undoLastBatch` reverts the
/// newest batch not yet undone.
extension VocabularyStore {
    /// Runs `body` (which may use several transactions, as imports do) and files
    /// every status change and capture it made under a new batch. A batch that
    /// changed nothing is not kept, so `undo` never "reverts" an empty change.
    @discardableResult
    public func recordingBatch<T>(_ kind: ChangeBatch.Kind, label: String, at date: Date,
                                  _ body: () throws -> T) throws -> T {
        try recordingBatchID(kind, label: label, at: date, body).result
    }

    /// `recordingBatch`, also giving the batch's id (nil when nothing changed),
    /// for a caller that undoes only its own batches (`reader open`).
    public func recordingBatchID<T>(_ kind: ChangeBatch.Kind, label: String, at date: Date,
                                    _ body: () throws -> T) throws -> (result: T, batch: Int64?) {
        let before = try read { db in try BatchStart(db) }
        let result = try body()
        let batch = try write { db in
            let batch = try Self.openBatch(kind, label: label, at: date, in: db)
            return try Self.closeBatch(batch, after: before, in: db) ? batch : nil
        }
        return (result, batch)
    }

    static func openBatch(_ kind: ChangeBatch.Kind, label: String, at date: Date, in db: Database) throws -> Int64 {
        var record = ChangeBatchRecord(kind: kind, label: label, createdAt: date.storeValue)
        try record.insert(db)
        return record.id ?? db.lastInsertedRowID
    }

    /// The newest status change and capture before a batch: what is written after them belongs to it.
    struct BatchStart {
        var statusChange: Int64
        var capture: Int64

        init(_ db: Database) throws {
            statusChange = try Int64.fetchOne(db, sql: "SELECT max(id) FROM status_change") ?? 0
            capture = try Int64.fetchOne(db, sql: "SELECT max(id) FROM capture") ?? 0
        }
    }

    /// Tags the status changes and captures written after `before`; drops the
    /// batch if there are none. Returns whether the batch was kept.
    @discardableResult
    static func closeBatch(_ batch: Int64, after before: BatchStart, in db: Database) throws -> Bool {
        try db.execute(sql: "UPDATE status_change SET batch_id = ? WHERE id > ? AND batch_id IS NULL",
                       arguments: [batch, before.statusChange])
        var tagged = db.changesCount
        try db.execute(sql: "UPDATE capture SET batch_id = ? WHERE id > ? AND batch_id IS NULL",
                       arguments: [batch, before.capture])
        tagged += db.changesCount
        guard tagged == 0 else { return true }
        _ = try ChangeBatchRecord.deleteOne(db, key: batch)
        return false
    }

    /// The newest batch not undone yet, if any.
    public func lastBatch() throws -> ChangeBatch? {
        try read { db in try Self.lastBatchRecord(db).map(ChangeBatch.init) }
    }

    /// Reverts the newest batch not undone yet: the captures it saved are
    /// removed and each term it changed goes back to its earlier status (or is
    /// removed if the batch added it), unless the term changed again since,
    /// which wins. A batch is undone once; the next call reverts the batch
    /// before it. Nil when there is nothing to undo.
    public func undoLastBatch(at date: Date = Date()) throws -> UndoSummary? {
        try write { db in try Self.undoLastBatch(at: date, in: db)?.summary }
    }

    /// `undoLastBatch`, only when the newest batch not undone is `id` (nil
    /// otherwise), with the status each reverted term has again: a caller that
    /// shows statuses (`reader open`) undoes its own batches and recolours them.
    public func undoLastBatch(ifItIs id: Int64, at date: Date = Date()) throws -> UndoneBatch? {
        try write { db in
            guard try Self.lastBatchRecord(db)?.id == id else { return nil }
            return try Self.undoLastBatch(at: date, in: db)
        }
    }

    private static func undoLastBatch(at date: Date, in db: Database) throws -> UndoneBatch? {
        guard var record = try lastBatchRecord(db), let id = record.id else { return nil }
        var undone = UndoneBatch(summary: UndoSummary(batch: ChangeBatch(record), restored: 0, removed: 0, kept: 0,
                                                      capturesRemoved: 0), reverted: [])
        try db.execute(sql: "DELETE FROM capture WHERE batch_id = ?", arguments: [id])
        undone.summary.capturesRemoved = db.changesCount
        let changed = try Row.fetchAll(db, sql: """
            SELECT b.term_id, t.key, min(b.id), max(b.id),
                   (SELECT max(id) FROM status_change WHERE term_id = b.term_id)
            FROM status_change b JOIN term t ON t.id = b.term_id
            WHERE b.batch_id = ? GROUP BY b.term_id
            """, arguments: [id])
        for row in changed {
            let termID: Int64 = row[0], first: Int64 = row[2], last: Int64 = row[3], latest: Int64 = row[4]
            guard last == latest, let term = Term(key: row[1]) else {
                undone.summary.kept += 1
                continue
            }
            let previous = try WordStatus.fetchOne(db, sql: """
                SELECT status FROM status_change WHERE term_id = ? AND id < ? ORDER BY id DESC LIMIT 1
                """, arguments: [termID, first])
            if let previous {
                _ = try setStatus(previous, of: term, display: nil, origin: .undo, at: date, in: db)
                undone.summary.restored += 1
            } else {
                try db.execute(sql: "DELETE FROM term WHERE id = ?", arguments: [termID])
                undone.summary.removed += 1
            }
            undone.reverted.append((term, previous))
        }
        record.undoneAt = date.storeValue
        try record.update(db)
        return undone
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

/// What `undoLastBatch(ifItIs:at:)` did, term by term.
public struct UndoneBatch: Sendable {
    public var summary: UndoSummary
    /// Each term reverted with the status it has again (nil: the batch had
    /// added it, so it is gone, New); terms kept because they changed since are left out.
    public var reverted: [(term: Term, status: WordStatus?)]
}
