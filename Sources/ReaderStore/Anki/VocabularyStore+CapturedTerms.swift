import Foundation
import GRDB
import ReaderCore

extension VocabularyStore {
    /// Calls `body` once per capture (terms by key, each term's captures
    /// oldest first), and once with no capture for a term never captured;
    /// optionally only terms with `status`. Streams from the database.
    public func forEachCapturedTerm(status: WordStatus? = nil, _ body: (CapturedTerm) throws -> Void) throws {
        try read { db in
            var decks: [Int64: [String]] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT td.term_id, d.name FROM term_deck td JOIN deck d ON d.id = td.deck_id ORDER BY d.name COLLATE NOCASE, d.id
                """) {
                decks[try row.decode(forColumn: StoredTermDeck.Columns.termID), default: []]
                    .append(try row.decode(forColumn: StoredDeck.Columns.name))
            }
            let termWidth = try db.columns(in: StoredTerm.databaseTableName).count
            let rows = try Row.fetchCursor(db, sql: """
                SELECT term.*, capture.* FROM term LEFT JOIN capture ON capture.term_id = term.id
                WHERE ?1 IS NULL OR term.status = ?1 ORDER BY term.key, capture.captured_at, capture.id
                """, arguments: [status], adapter: ScopeAdapter(["term": RangeRowAdapter(0..<termWidth),
                                                                   "capture": SuffixRowAdapter(fromIndex: termWidth)]))
            while let row = try rows.next() {
                guard let termRow = row.scopes["term"], let captureRow = row.scopes["capture"] else { continue }
                let stored = try StoredTerm(row: termRow)
                var capture: Capture?
                if try captureRow.decode(Int64?.self, forColumn: StoredCapture.Columns.id) != nil, let term = Term(key: stored.key) {
                    capture = try StoredCapture(row: captureRow).capture(of: term)
                }
                try body(CapturedTerm(lemma: stored.key, status: stored.status, decks: decks[stored.id ?? 0] ?? [], capture: capture))
            }
        }
    }
}
