import GRDB
import GRDBSQLite

extension VocabularyStore {
    /// Everything annotation and scoring need, read in one transaction: term
    /// statuses by lemma or lemma sequence, and form overrides.
    ///
    /// Word lemmas stay bytes (`LemmaStatusList`): no string per term.
    ///
    /// The one read that skips the records: it reads the columns of
    /// `StoredTerm` and `StoredFormOverride` straight from SQLite (the store
    /// benchmark's snapshot rows), decoding statuses as `StoredName` does.
    public func snapshot() throws -> VocabularySnapshot {
        try read { db in
            // count(*) without WHERE reads the b-tree's page counts, not every row.
            let termCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM term") ?? 0
            var lemmas = LemmaStatusList(capacity: termCount)
            var phrases: [[String]: WordStatus] = [:]
            var forms: [String: WordStatus] = [:]
            let terms = try db.cachedStatement(sql: "SELECT key, word_count, status FROM term")
            try Self.forEachRow(of: terms) { columns in
                let status = try columns.status(at: 2, table: StoredTerm.databaseTableName)
                if columns.int(at: 1) == 1 {
                    lemmas.append(columns.bytes(at: 0), status)
                } else {
                    phrases[columns.words(at: 0)] = status
                }
            }
            let overrides = try db.cachedStatement(sql: "SELECT form, status FROM form_override")
            try Self.forEachRow(of: overrides) { columns in
                forms[columns.string(at: 0)] = try columns.status(at: 1, table: StoredFormOverride.databaseTableName)
            }
            return VocabularySnapshot(lemmaList: lemmas, forms: forms, phrases: phrases)
        }
    }

    /// Steps `statement` through GRDB (which resets it and tracks the
    /// transaction) but reads the columns straight from SQLite: decoding
    /// 100k rows through `Row` cost most of the snapshot's time.
    private static func forEachRow(of statement: Statement, _ body: (RawColumns) throws -> Void) throws {
        let columns = RawColumns(statement: statement.sqliteStatement)
        try Row.fetchCursor(statement).forEach { _ in try body(columns) }
    }
}

/// The current row of a stepping SQLite statement, read without copies
/// beyond the `String`s the snapshot keeps.
private struct RawColumns {
    let statement: OpaquePointer

    func int(at index: Int32) -> Int64 { sqlite3_column_int64(statement, index) }

    func string(at index: Int32) -> String { String(decoding: bytes(at: index), as: UTF8.self) }

    /// A phrase key ("make a decision") as its lemmas.
    func words(at index: Int32) -> [String] {
        bytes(at: index).split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A status column; a name that is not a status throws.
    @inline(__always)
    func status(at index: Int32, table: String) throws -> WordStatus {
        try WordStatus.decode(utf8: bytes(at: index), table: table, column: StoredTerm.Columns.status.name)
    }

    func bytes(at index: Int32) -> UnsafeBufferPointer<UInt8> {
        // sqlite3_column_bytes must come after sqlite3_column_text, which may convert the value.
        let text = sqlite3_column_text(statement, index)
        return UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, index)))
    }
}
