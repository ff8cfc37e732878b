import Foundation
import GRDB
import ReaderCore

/// A row of `term`: a word lemma or a phrase (its lemma sequence) with the
/// learner's status. The schema is in `VocabularyMigrations`; the snapshot's
/// raw column reader (`VocabularyStore+Snapshot.swift`) mirrors these columns.
struct StoredTerm: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "term"

    enum Columns: String, ColumnExpression {
        case id, key, display, status
        case wordCount = "word_count", createdAt = "created_at", updatedAt = "updated_at"
    }

    var id: Int64?
    /// `Term.key`: lower-case lemmas joined by single spaces.
    var key: String
    var wordCount: Int
    /// As the learner wrote it first ("ran", "made a decision").
    var display: String
    var status: WordStatus
    var createdAt: Date
    var updatedAt: Date

    init(term: Term, display: String, status: WordStatus, createdAt: Date, updatedAt: Date) {
        key = term.key
        wordCount = term.wordCount
        self.display = display
        self.status = status
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.id] = id
        container[Columns.key] = key
        container[Columns.wordCount] = wordCount
        container[Columns.display] = display
        container[Columns.status] = status
        container[Columns.createdAt] = createdAt.storeValue
        container[Columns.updatedAt] = updatedAt.storeValue
    }

    var isPhrase: Bool { wordCount > 1 }
}

extension StoredTerm {
    /// The stored row of a term, if any.
    static func find(_ key: String, in db: Database) throws -> StoredTerm? {
        try fetchOne(db.cachedStatement(sql: "SELECT * FROM term WHERE key = ?"), arguments: [key])
    }

    /// The one write path of the table: the row of `term` is updated by
    /// `change` (which edits it and names the columns to save; none, nothing
    /// written), or, when absent, `new()` is inserted. Returns the row's id
    /// and the row as it was before (nil when inserted).
    @discardableResult
    static func upsert(_ term: Term, in db: Database, new: () -> StoredTerm,
                       change: (inout StoredTerm) -> [Columns]) throws -> (id: Int64, old: StoredTerm?) {
        if var row = try find(term.key, in: db) {
            let old = row
            let columns = change(&row)
            if !columns.isEmpty { try row.update(db, columns: columns) }
            return (row.id ?? 0, old)
        }
        var row = new()
        try row.insert(db)
        return (row.id ?? db.lastInsertedRowID, nil)
    }
}

extension Date {
    /// Dates are stored as seconds since 1970 (SQLite's `unixepoch`), within
    /// `TimeStamp.range`: a due date an interval moved past 9999 is kept as the
    /// last millisecond of 9999, which a backup writes and reads back.
    var storeValue: Double { TimeStamp.clamped(self).timeIntervalSince1970 }

    /// A stored time, moved into `TimeStamp.range` when the file holds any other number
    /// (edited by hand, or written before the range was enforced), so nothing computed
    /// from it can trap.
    init(storeValue: Double) { self = TimeStamp.clamped(Date(timeIntervalSince1970: storeValue)) }
}

extension StoredTerm {
    init(row: Row) throws {
        id = try row.decode(Int64.self, forColumn: Columns.id)
        key = try row.decode(forColumn: Columns.key)
        wordCount = try row.decode(forColumn: Columns.wordCount)
        display = try row.decode(forColumn: Columns.display)
        status = try WordStatus.decode(row, Columns.status, table: Self.databaseTableName)
        createdAt = Date(storeValue: try row.decode(forColumn: Columns.createdAt))
        updatedAt = Date(storeValue: try row.decode(forColumn: Columns.updatedAt))
    }
}
