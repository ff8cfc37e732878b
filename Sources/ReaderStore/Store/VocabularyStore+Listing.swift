import Foundation
import GRDB
import ReaderCore

extension VocabularyStore {
    /// Calls `body` with every term (words and phrases by key, then form
    /// overrides by form), optionally only those with `status`. Streams from
    /// the database, so 300k terms never sit in memory at once.
    public func forEachEntry(status: WordStatus? = nil, includingLatestCapture: Bool = false,
                             _ body: (VocabularyEntry) throws -> Void) throws {
        try read { db in
            // Each row is the term's columns, its capture count, then (maybe) its
            // latest capture's columns; adapters split it into one row per record.
            let termWidth = try db.columns(in: StoredTerm.databaseTableName).count
            let latest = includingLatestCapture ? """
                , capture.* FROM term LEFT JOIN capture ON capture.id = (
                    SELECT id FROM capture WHERE term_id = term.id ORDER BY captured_at DESC, id DESC LIMIT 1)
                """ : " FROM term"
            let adapters = splittingRowAdapters(columnCounts: [termWidth, 1])
            let terms = try Row.fetchCursor(db, sql: """
                SELECT term.*, (SELECT count(*) FROM capture WHERE term_id = term.id) AS capture_count\(latest)
                WHERE ?1 IS NULL OR term.status = ?1 ORDER BY term.key
                """, arguments: [status], adapter: ScopeAdapter(["term": adapters[0], "count": adapters[1], "capture": adapters[2]]))
            while let row = try terms.next() {
                guard let termRow = row.scopes["term"], let countRow = row.scopes["count"] else { continue }
                let term = try StoredTerm(row: termRow)
                var latestCapture: Capture?
                if includingLatestCapture, let captureRow = row.scopes["capture"],
                   try captureRow.decode(Int64?.self, forColumn: StoredCapture.Columns.id) != nil,
                   let key = Term(key: term.key) {
                    latestCapture = try StoredCapture(row: captureRow).capture(of: key)
                }
                try body(VocabularyEntry(
                    kind: term.isPhrase ? .phrase : .word, term: term.display, lemma: term.key, status: term.status,
                    createdAt: term.createdAt, updatedAt: term.updatedAt, captureCount: try countRow.decode(atIndex: 0),
                    latestCapture: latestCapture))
            }
            let forms = try StoredFormOverride.fetchCursor(db.cachedStatement(sql: """
                SELECT * FROM form_override WHERE ?1 IS NULL OR status = ?1 ORDER BY form
                """), arguments: [status])
            while let form = try forms.next() {
                try body(VocabularyEntry(kind: .form, term: form.form, lemma: form.lemma, status: form.status,
                                         createdAt: form.updatedAt, updatedAt: form.updatedAt))
            }
        }
    }

    /// Number of terms per status (words and phrases; form overrides excluded).
    public func countsByStatus() throws -> [WordStatus: Int] {
        try read { db in
            var counts: [WordStatus: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT status, count(*) AS count FROM term GROUP BY status") {
                counts[try WordStatus.decode(row, StoredTerm.Columns.status, table: StoredTerm.databaseTableName)] = row["count"]
            }
            return counts
        }
    }
}
