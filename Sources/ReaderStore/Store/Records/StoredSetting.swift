import GRDB
import ReaderCore

/// A row of `setting`: one learner setting by name (`StoreSetting`).
struct StoredSetting: FetchableRecord, PersistableRecord {
    static let databaseTableName = "setting"

    enum Columns: String, ColumnExpression {
        case key, value
        case updatedAt = "updated_at"
    }

    var key: String
    var value: String
    /// Seconds since 1970.
    var updatedAt: Double

    func encode(to container: inout PersistenceContainer) {
        container[Columns.key] = key
        container[Columns.value] = value
        container[Columns.updatedAt] = updatedAt
    }
}

extension StoredSetting {
    init(row: Row) throws {
        key = try row.decode(forColumn: Columns.key)
        value = try row.decode(forColumn: Columns.value)
        updatedAt = try row.decode(forColumn: Columns.updatedAt)
    }
}
