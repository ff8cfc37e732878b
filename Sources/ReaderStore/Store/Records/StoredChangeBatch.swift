import GRDB
import ReaderCore

/// A row of `change_batch`: a bulk change `reader undo` can revert.
struct StoredChangeBatch: FetchableRecord, MutablePersistableRecord, Equatable {
    static let databaseTableName = "change_batch"

    enum Columns: String, ColumnExpression {
        case id, kind, label
        case createdAt = "created_at", undoneAt = "undone_at"
    }

    var id: Int64? = nil
    var kind: ChangeBatch.Kind
    var label: String
    var createdAt: Double
    var undoneAt: Double? = nil

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.id] = id
        container[Columns.kind] = kind
        container[Columns.label] = label
        container[Columns.createdAt] = createdAt
        container[Columns.undoneAt] = undoneAt
    }
}

extension StoredChangeBatch {
    init(row: Row) throws {
        id = try row.decode(forColumn: Columns.id)
        kind = try row.decode(forColumn: Columns.kind)
        label = try row.decode(forColumn: Columns.label)
        createdAt = try row.decode(forColumn: Columns.createdAt)
        undoneAt = try row.decode(forColumn: Columns.undoneAt)
    }
}
