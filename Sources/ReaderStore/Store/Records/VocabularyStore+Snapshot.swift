import GRDB
import GRDBSQLite
import ReaderCore

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
        try read { db in try Self.wholeSnapshot(db, termCount: try Self.termCount(db)) }
    }

    /// A snapshot for the text whose words gave `keys`: when the store holds
    /// many more terms than the text has keys (a page against a large
    /// vocabulary), only those keys' word lemmas, looked up in the key index;
    /// else the whole vocabulary, as `snapshot()`. Phrases and forms are read
    /// whole either way, so the text annotates alike (`TextSnapshotTests`).
    public func snapshot(for keys: VocabularyKeys) throws -> VocabularySnapshot {
        try read { db in
            let termCount = try Self.termCount(db)
            guard keys.count * Self.lookupCost < termCount else { return try Self.wholeSnapshot(db, termCount: termCount) }
            return try Self.partialSnapshot(db, keys: keys)
        }
    }

    /// The snapshot of `keys`' word lemmas (with every phrase and form), whatever the store's size.
    func snapshot(onlyFor keys: VocabularyKeys) throws -> VocabularySnapshot {
        try read { db in try Self.partialSnapshot(db, keys: keys) }
    }

    /// How many terms of a whole snapshot cost as much as one key looked up:
    /// `read` of 7 KB to 900 KB of Moby-Dick against a 75k-term store cost the
    /// same both ways at 300 KB, 6,271 keys (CPU: 7 KB 33 vs 50 ms, 900 KB 183 vs 180 ms).
    static let lookupCost = 10
    /// Keys per lookup statement: one prepared statement serves every chunk.
    static let lookupChunk = 100

    /// count(*) without WHERE reads the b-tree's page counts, not every row.
    private static func termCount(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM term") ?? 0
    }

    private static func wholeSnapshot(_ db: Database, termCount: Int) throws -> VocabularySnapshot {
        var lemmas = LemmaStatusList(capacity: termCount)
        var phrases: [[String]: WordStatus] = [:]
        let terms = try db.cachedStatement(sql: "SELECT key, word_count, status FROM term")
        try forEachRow(of: terms) { columns in
            let status = try columns.status(at: 2, table: StoredTerm.databaseTableName)
            if columns.int(at: 1) == 1 {
                lemmas.append(columns.bytes(at: 0), status)
            } else {
                phrases[columns.words(at: 0)] = status
            }
        }
        return VocabularySnapshot(lemmaList: lemmas, forms: try formOverrides(db), phrases: phrases)
    }

    private static func partialSnapshot(_ db: Database, keys: VocabularyKeys) throws -> VocabularySnapshot {
        var lemmas = LemmaStatusList(capacity: keys.count)
        let keys = keys.sorted
        let statement = try db.cachedStatement(sql: "SELECT key, word_count, status FROM term WHERE key IN ("
            + repeatElement("?", count: lookupChunk).joined(separator: ",") + ")")
        for start in stride(from: 0, to: keys.count, by: lookupChunk) {
            // The last chunk repeats a key to fill the statement: IN ignores repeats.
            let chunk = keys[start..<min(start + lookupChunk, keys.count)]
            let arguments = StatementArguments(Array(chunk) + repeatElement(chunk[chunk.startIndex], count: lookupChunk - chunk.count))
            try forEachRow(of: statement, arguments: arguments) { columns in
                // A key of several words is a phrase, read with the others below.
                if columns.int(at: 1) == 1 {
                    lemmas.append(columns.bytes(at: 0), try columns.status(at: 2, table: StoredTerm.databaseTableName))
                }
            }
        }
        var phrases: [[String]: WordStatus] = [:]
        let phraseRows = try db.cachedStatement(sql: "SELECT key, status FROM term WHERE word_count <> 1")
        try forEachRow(of: phraseRows) { columns in
            phrases[columns.words(at: 0)] = try columns.status(at: 1, table: StoredTerm.databaseTableName)
        }
        return VocabularySnapshot(lemmaList: lemmas, forms: try formOverrides(db), phrases: phrases, isPartial: true)
    }

    private static func formOverrides(_ db: Database) throws -> [String: WordStatus] {
        var forms: [String: WordStatus] = [:]
        let overrides = try db.cachedStatement(sql: "SELECT form, status FROM form_override")
        try forEachRow(of: overrides) { columns in
            forms[columns.string(at: 0)] = try columns.status(at: 1, table: StoredFormOverride.databaseTableName)
        }
        return forms
    }

    /// Steps `statement` through GRDB (which resets it and tracks the
    /// transaction) but reads the columns straight from SQLite: decoding
    /// 100k rows through `Row` cost most of the snapshot's time.
    private static func forEachRow(of statement: Statement, arguments: StatementArguments = StatementArguments(),
                                   _ body: (RawColumns) throws -> Void) throws {
        let columns = RawColumns(statement: statement.sqliteStatement)
        try Row.fetchCursor(statement, arguments: arguments).forEach { _ in try body(columns) }
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
