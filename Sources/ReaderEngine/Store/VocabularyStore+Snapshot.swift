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
            let terms = try Row.fetchCursor(db.cachedStatement(sql: "SELECT key, word_count, status FROM term"))
            while let row = try terms.next() {
                let key: String = row[0]
                let wordCount: Int = row[1]
                guard let status: WordStatus = row[2] else { continue }
                if wordCount == 1 {
                    lemmas[key] = status
                } else {
                    phrases[key.split(separator: " ").map(String.init)] = status
                }
            }
            let overrides = try Row.fetchCursor(db.cachedStatement(sql: "SELECT form, status FROM form_override"))
            while let row = try overrides.next() {
                if let status: WordStatus = row[1] { forms[row[0]] = status }
            }
            return VocabularySnapshot(lemmas: lemmas, forms: forms, phrases: phrases)
        }
    }
}
