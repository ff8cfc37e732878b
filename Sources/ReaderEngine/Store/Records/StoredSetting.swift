import GRDB

/// A row of `setting`: one learner setting by name (`StoreSetting`).
struct StoredSetting: StoreRecord, PersistableRecord {
    static let databaseTableName = "setting"

    enum Columns {
        static let key = Column("key")
        static let value = Column("value")
    }

    var key: String
    var value: String
}

extension StoredSetting {
    init(row: Row) throws {
        key = try row.decode(forColumn: Columns.key)
        value = try row.decode(forColumn: Columns.value)
    }
}
