import Foundation
import GRDB
import ReaderCore

extension VocabularyStore {
    /// Saves a capture and sets its term to Learning, in one transaction.
    /// Returns what happened to the term's status.
    @discardableResult
    public func capture(_ capture: Capture, status: WordStatus = .learning) throws -> StatusChange {
        try StorableText.check(["surface": capture.surface, "sentence": capture.sentence, "source": capture.source,
                                "note": capture.note])
        return try write { db in
            let (id, change) = try Self.setStatus(status, of: capture.term, display: capture.surface, origin: .capture,
                                                  at: capture.capturedAt, in: db)
            var row = StoredCapture(capture, termID: id)
            try row.insert(db)
            return change
        }
    }

    /// Every capture of a term, oldest first.
    public func captures(of term: Term) throws -> [Capture] {
        try read { db in
            try StoredCapture.fetchAll(db.cachedStatement(sql: """
                SELECT capture.* FROM capture JOIN term ON term.id = capture.term_id
                WHERE term.key = ? ORDER BY capture.captured_at, capture.id
                """), arguments: [term.key]).map { $0.capture(of: term) }
        }
    }
}
