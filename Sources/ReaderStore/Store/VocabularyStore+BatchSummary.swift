import GRDB
import ReaderCore

/// The owner of `batch_summary`: how many terms each batch set to each status
/// (a term's last change in the batch counts). Written when a batch closes or
/// a merge brings batches in; the schema's triggers drop a row whenever one of
/// its batch's changes is written or deleted, so `statusCounts` trusts a row it
/// finds and works out a missing one from the changes themselves.
extension VocabularyStore {
    /// Each term's last change in one batch: SQLite takes a bare column (`status`) from the row `max(id)` chose.
    private static let lastChanges = "SELECT max(id), status FROM status_change WHERE batch_id = :batch GROUP BY term_id"

    private static let countsPerStatus = WordStatus.allCases
        .map { "coalesce(sum(status = '\($0.rawValue)'), 0)" }.joined(separator: ", ")

    /// Stores what batch `id` set (again), from its changes.
    static func summarizeBatch(_ id: Int64, in db: Database) throws {
        try db.execute(sql: """
            INSERT OR REPLACE INTO batch_summary (batch_id, \(WordStatus.allCases.map(\.rawValue).joined(separator: ", ")))
            SELECT :batch, \(countsPerStatus) FROM (\(lastChanges))
            """, arguments: ["batch": id])
    }

    /// Summarises every batch that has no summary (after a merge).
    static func summarizeUnsummarizedBatches(in db: Database) throws {
        let missing = try Int64.fetchAll(db, sql: """
            SELECT id FROM change_batch WHERE id NOT IN (SELECT batch_id FROM batch_summary) ORDER BY id
            """)
        for id in missing { try summarizeBatch(id, in: db) }
    }

    /// Whether the store keeps summaries: one opened read-only is not migrated, and one older than them has no table.
    static func keepsBatchSummaries(_ db: Database) throws -> Bool { try db.tableExists("batch_summary") }

    /// How many terms batch `id` set to each status (statuses it set none to are left out); `summarized`:
    /// `keepsBatchSummaries`, asked once for all the batches listed.
    static func statusCounts(ofBatch id: Int64, summarized: Bool, in db: Database) throws -> [WordStatus: Int] {
        let columns = WordStatus.allCases.map(\.rawValue).joined(separator: ", ")
        let stored = summarized
            ? try Row.fetchOne(db.cachedStatement(sql: "SELECT \(columns) FROM batch_summary WHERE batch_id = ?"), arguments: [id])
            : nil
        let row = try stored ?? Row.fetchOne(db, sql: "SELECT \(countsPerStatus) FROM (\(lastChanges))", arguments: ["batch": id])
        var counts: [WordStatus: Int] = [:]
        for (index, status) in WordStatus.allCases.enumerated() {
            let count: Int = row?[index] ?? 0
            if count > 0 { counts[status] = count }
        }
        return counts
    }
}
