import GRDB

extension VocabularyStore {
    /// Everything annotation and scoring need, read in one transaction: term
    /// statuses by lemma or lemma sequence, and form overrides.
    public func snapshot() throws -> VocabularySnapshot {
        try read { db in
            // count(*) without WHERE reads the b-tree's page counts, not every row.
            let termCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM term") ?? 0
            var lemmas = [String: WordStatus](minimumCapacity: termCount)
            var phrases: [[String]: WordStatus] = [:]
            var forms: [String: WordStatus] = [:]
            // One pass; statuses come back as small integers and columns as
            // primitive types, which GRDB reads straight from SQLite with no
            // DatabaseValue per row (timed in Benchmarks/StoreBenchmarks).
            let terms = try Row.fetchCursor(db.cachedStatement(sql: "SELECT key, word_count, \(Self.statusCode) FROM term"))
            while let row = try terms.next() {
                let status = Self.statuses[row[2] as Int]
                if row[1] as Int == 1 {
                    lemmas[row[0] as String] = status
                } else {
                    // Splitting the UTF-8 view skips grapheme breaking (3x faster than String.split).
                    let key = row[0] as String
                    phrases[key.utf8.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }] = status
                }
            }
            let overrides = try Row.fetchCursor(db.cachedStatement(sql: "SELECT form, \(Self.statusCode) FROM form_override"))
            while let row = try overrides.next() {
                forms[row[0] as String] = Self.statuses[row[1] as Int]
            }
            return VocabularySnapshot(lemmas: lemmas, forms: forms, phrases: phrases)
        }
    }

    /// Status as an index into `statuses` (the CHECK constraint allows no other value).
    private static let statusCode = "CASE status WHEN 'known' THEN 2 WHEN 'learning' THEN 1 WHEN 'ignored' THEN 3 ELSE 0 END"
    private static let statuses: [WordStatus] = [.new, .learning, .known, .ignored]
}
