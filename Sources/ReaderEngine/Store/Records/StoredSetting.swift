import GRDB

/// A row of `setting`: one learner setting by name (`StoreSetting`).
struct StoredSetting: FetchableRecord, PersistableRecord {
    static let databaseTableName = "setting"

    enum Columns {
        static let key = Column("key")
        static let value = Column("value")
    }

    var key: String
    var value: String

    init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    init(row: Row) throws {
        key = try row.decode(forColumn: Columns.key)
        value = try row.decode(forColumn: Columns.value)
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.key] = key
        container[Columns.value] = value
    }
}
