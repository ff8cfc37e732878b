import GRDB

/// A row of `setting`: one learner setting by name (`StoreSetting`).
/// Plain text columns only, so `Decodable` reads it (no stored names to report).
struct StoredSetting: StoreRecord, Decodable, PersistableRecord {
    static let databaseTableName = "setting"

    enum Columns: String, ColumnExpression {
        case key, value
    }

    var key: String
    var value: String
}
