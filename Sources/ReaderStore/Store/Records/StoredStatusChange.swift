import Foundation
import GRDB
import ReaderCore

/// A row of `status_change`: the history of a term's status, with what set it.
struct StoredStatusChange: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "status_change"

    enum Columns: String, ColumnExpression {
        case id, status, origin
        case termID = "term_id", changedAt = "changed_at", batchID = "batch_id"
    }

    var id: Int64? = nil
    var termID: Int64
    var status: WordStatus
    var origin: ChangeOrigin
    var changedAt: Date
    /// The change batch it belongs to (`recordingBatch` tags it after the insert).
    var batchID: Int64? = nil

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.id] = id
        container[Columns.termID] = termID
        container[Columns.status] = status
        container[Columns.origin] = origin
        container[Columns.changedAt] = changedAt.storeValue
        container[Columns.batchID] = batchID
    }
}

extension StoredStatusChange {
    init(row: Row) throws {
        id = try row.decode(forColumn: Columns.id)
        termID = try row.decode(forColumn: Columns.termID)
        status = try WordStatus.decode(row, Columns.status, table: Self.databaseTableName)
        origin = try ChangeOrigin.decode(row, Columns.origin, table: Self.databaseTableName)
        changedAt = Date(storeValue: try row.decode(forColumn: Columns.changedAt))
        batchID = try row.decode(forColumn: Columns.batchID)
    }
}
