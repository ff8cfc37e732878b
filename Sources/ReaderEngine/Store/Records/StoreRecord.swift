import GRDB

/// What every record of the store shares: properties written to snake_case
/// columns (`wordCount` -> `word_count`) by their `Encodable` conformance, and
/// dates as seconds since 1970, as the schema's REAL columns hold them.
/// A record holding names (statuses, origins) reads them in its own `init(row:)`,
/// so that a value reader does not write (an unknown status) is reported by name
/// (`StoredName`); the others (the review tables) decode from the same snake_case columns.
protocol StoreRecord: Encodable, FetchableRecord, EncodableRecord {}

extension StoreRecord {
    static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .convertFromSnakeCase }
    static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSince1970 }
}
