import Foundation
import GRDB

extension VocabularyStore {
    /// Calls `body` with every term (words and phrases by key, then form
    /// overrides by form), optionally only those with `status`. Streams from
    /// the database, so 300k terms never sit in memory at once.
    public func forEachEntry(status: WordStatus? = nil, includingLatestCapture: Bool = false,
                             _ body: (VocabularyEntry) throws -> Void) throws {
        try read { db in
            let latest = includingLatestCapture
                ? ", \(Self.captureColumns) FROM term t LEFT JOIN capture c ON c.id = (SELECT id FROM capture WHERE term_id = t.id ORDER BY captured_at DESC, id DESC LIMIT 1)"
                : " FROM term t"
            let terms = try Row.fetchCursor(db, sql: """
                SELECT t.key, t.display, t.word_count, t.status, t.created_at, t.updated_at,
                       (SELECT count(*) FROM capture WHERE term_id = t.id)\(latest)
                WHERE ?1 IS NULL OR t.status = ?1 ORDER BY t.key
                """, arguments: [status])
            while let row = try terms.next() {
                let wordCount: Int = row[2]
                try body(VocabularyEntry(
                    kind: wordCount > 1 ? .phrase : .word, term: row[1], lemma: row[0], status: row[3],
                    createdAt: Date(storeValue: row[4]), updatedAt: Date(storeValue: row[5]), captureCount: row[6],
                    latestCapture: includingLatestCapture ? Self.capture(from: row, at: 7) : nil))
            }
            let forms = try Row.fetchCursor(db, sql: """
                SELECT form, lemma, status, updated_at FROM form_override WHERE ?1 IS NULL OR status = ?1 ORDER BY form
                """, arguments: [status])
            while let row = try forms.next() {
                let date = Date(storeValue: row[3])
                try body(VocabularyEntry(kind: .form, term: row[0], lemma: row[1], status: row[2], createdAt: date, updatedAt: date))
            }
        }
    }

    /// Number of terms per status (words and phrases; form overrides excluded).
    public func countsByStatus() throws -> [WordStatus: Int] {
        try read { db in
            var counts: [WordStatus: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT status, count(*) FROM term GROUP BY status") {
                if let status: WordStatus = row[0] { counts[status] = row[1] }
            }
            return counts
        }
    }
}
