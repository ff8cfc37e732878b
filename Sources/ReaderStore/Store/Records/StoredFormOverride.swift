import Foundation
import GRDB
import ReaderCore

/// A row of `form_override`: one written form with its own status ("data"
/// known while "datum" stays new).
struct StoredFormOverride: FetchableRecord, PersistableRecord {
    static let databaseTableName = "form_override"

    enum Columns: String, ColumnExpression {
        case form, lemma, status
        case updatedAt = "updated_at"
    }

    /// Lower-case; the primary key.
    var form: String
    /// Lower-case, recorded for listing.
    var lemma: String
    var status: WordStatus
    var updatedAt: Date

    func encode(to container: inout PersistenceContainer) {
        container[Columns.form] = form
        container[Columns.lemma] = lemma
        container[Columns.status] = status
        container[Columns.updatedAt] = updatedAt.storeValue
    }
}

extension StoredFormOverride {
    init(row: Row) throws {
        form = try row.decode(forColumn: Columns.form)
        lemma = try row.decode(forColumn: Columns.lemma)
        status = try WordStatus.decode(row, Columns.status, table: Self.databaseTableName)
        updatedAt = Date(storeValue: try row.decode(forColumn: Columns.updatedAt))
    }
}
