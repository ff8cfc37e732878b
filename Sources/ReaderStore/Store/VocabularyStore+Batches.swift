import Foundation
import GRDB
import ReaderCore

/// The one owner of undoable bulk changes: `recordingBatch` tags what a bulk
/// operation wrote (status changes and captures); `VocabularyStore+Undo`
/// reverts the newest batch not yet undone.
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
        var record = StoredChangeBatch(kind: kind, label: label, createdAt: date.storeValue)
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
        guard tagged == 0 else {
            try summarizeBatch(batch, in: db)
            return true
        }
        _ = try StoredChangeBatch.deleteOne(db, key: batch)
        return false
    }

    /// The newest batch not undone yet, if any.
    public func lastBatch() throws -> ChangeBatch? {
        try read { db in try Self.lastBatchRecord(db).map(ChangeBatch.init) }
    }

    /// The batch recorded last in this store (a merge's batches count as recorded when merged).
    static func lastBatchRecord(_ db: Database) throws -> StoredChangeBatch? {
        try undoableBatchRecords(db, limit: 1).first
    }

    /// Batches not undone yet, newest first.
    static func undoableBatchRecords(_ db: Database, limit: Int? = nil) throws -> [StoredChangeBatch] {
        try StoredChangeBatch.filter(StoredChangeBatch.Columns.undoneAt == nil)
            .order(StoredChangeBatch.Columns.id.desc).limit(limit ?? -1).fetchAll(db)
    }
}

extension ChangeBatch {
    init(_ record: StoredChangeBatch) {
        self.init(id: record.id ?? 0, kind: record.kind, label: record.label, createdAt: Date(storeValue: record.createdAt))
    }
}
