import Foundation
import GRDB
import ReaderCore

extension VocabularyStore {
    /// A term's status changes from `status_change`, oldest first (the order
    /// of the backup's history), each with the status it replaced. Empty when
    /// the term is not stored.
    public func statusHistory(of term: Term) throws -> [StatusHistoryEntry] {
        try read { db in
            let rows = try StoredStatusChange.fetchAll(db.cachedStatement(sql: """
                SELECT status_change.* FROM status_change JOIN term ON term.id = status_change.term_id
                WHERE term.key = ? ORDER BY status_change.changed_at, status_change.id
                """), arguments: [term.key])
            var previous = WordStatus.new
            return rows.map { row in
                defer { previous = row.status }
                return StatusHistoryEntry(at: row.changedAt, from: previous, to: row.status, origin: row.origin)
            }
        }
    }
}
