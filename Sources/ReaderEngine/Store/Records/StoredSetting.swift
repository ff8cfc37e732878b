import GRDB

/// A row of `setting`: one learner setting by name (`StoreSetting`).
/// Plain text columns only, so `Codable` maps it (no stored names to report).
struct StoredSetting: StoreRecord, PersistableRecord {
    static let databaseTableName = "setting"

    enum Columns: String, ColumnExpression {
        case key, value
        case updatedAt = "updated_at"
    }

    var key: String
    var value: String
    /// Seconds since 1970.
    var updatedAt: Double
}
