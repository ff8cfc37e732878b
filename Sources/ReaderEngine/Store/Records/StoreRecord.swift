import GRDB

/// A record of the review tables (and settings) read and written by its
/// `Codable` conformance, properties mapped to snake_case columns
/// (`termId` -> `term_id`); dates there are already seconds since 1970.
///
/// The tables an import writes by the thousand (`term`, `status_change`,
/// `capture`, `form_override`) read and write their columns by hand instead:
/// they report stored names they do not know (`StoredName`), and Codable's
/// key conversion costs more than the insert itself.
protocol StoreRecord: Codable, FetchableRecord, EncodableRecord {}

extension StoreRecord {
    static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .convertFromSnakeCase }
    static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }
}
