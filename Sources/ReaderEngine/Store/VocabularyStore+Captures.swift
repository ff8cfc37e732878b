import Foundation
import GRDB

extension VocabularyStore {
    /// Saves a capture and sets its term to Learning, in one transaction.
    /// Returns what happened to the term's status.
    @discardableResult
    public func capture(_ capture: Capture, status: WordStatus = .learning) throws -> StatusChange {
        try write { db in
            let (id, change) = try Self.setStatus(status, of: capture.term, display: capture.surface, origin: .capture,
                                                  at: capture.capturedAt, in: db)
            try Self.insertCapture(capture, termID: id, in: db)
            return change
        }
    }

    /// Every capture of a term, oldest first.
    public func captures(of term: Term) throws -> [Capture] {
        try read { db in
            let rows = try Row.fetchAll(db.cachedStatement(sql: """
                SELECT \(Self.captureColumns) FROM capture c JOIN term t ON t.id = c.term_id
                WHERE t.key = ? ORDER BY c.captured_at, c.id
                """), arguments: [term.key])
            return rows.compactMap { Self.capture(from: $0, at: 0) }
        }
    }

    static func insertCapture(_ capture: Capture, termID: Int64, in db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO capture (term_id, surface, sentence, source, start, "end", sentence_start, captured_at, note)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [
                termID, capture.surface, capture.sentence, capture.source, capture.range?.lowerBound,
                capture.range?.upperBound, capture.sentenceStart, capture.capturedAt.storeValue, capture.note,
            ])
    }

    /// Columns read by `capture(from:at:)`, in order.
    static let captureColumns = "t.key, c.surface, c.sentence, c.source, c.start, c.\"end\", c.sentence_start, c.captured_at, c.note"

    /// Decodes the nine `captureColumns` starting at `index`; nil when the row has no capture.
    static func capture(from row: Row, at index: Int) -> Capture? {
        guard let key: String = row[index], let term = Term(key: key),
              let surface: String = row[index + 1], let sentence: String = row[index + 2],
              let capturedAt: Double = row[index + 7] else { return nil }
        let start: Int? = row[index + 4]
        let end: Int? = row[index + 5]
        return Capture(term: term, surface: surface, sentence: sentence, source: row[index + 3],
                       range: ImportValidation.range(start: start, end: end), sentenceStart: row[index + 6],
                       capturedAt: Date(storeValue: capturedAt), note: row[index + 8])
    }
}
