import Foundation
import GRDB
import ReaderCore

/// What `finish` did: the terms it marked Known, and the batch that undoes it.
public struct FinishSummary: Sendable, Equatable {
    public var marked: [Term]
    public var batch: ChangeBatch?
}

extension VocabularyStore {
    /// The terms among `terms` that are New for this learner (absent, or set
    /// back to New), in the order given, without repeats.
    public func newTerms(among terms: [Term]) throws -> [Term] {
        try read { db in try Self.newTerms(among: terms, in: db) }
    }

    /// The "page turn" after reading: marks every New term among `terms` Known
    /// in one transaction and one undoable batch labelled `label` (the file).
    public func finish(_ terms: [Term], label: String, at date: Date) throws -> FinishSummary {
        try write { db in
            let fresh = try Self.newTerms(among: terms, in: db)
            guard !fresh.isEmpty else { return FinishSummary(marked: [], batch: nil) }
            let before = try BatchStart(db)
            let batch = try Self.openBatch(.finish, label: label, at: date, in: db)
            for term in fresh {
                _ = try Self.setStatus(.known, of: term, display: nil, origin: .finish, at: date, in: db)
            }
            try Self.closeBatch(batch, after: before, in: db)
            let record = try StoredChangeBatch.fetchOne(db, key: batch)
            return FinishSummary(marked: fresh, batch: record.map(ChangeBatch.init))
        }
    }

    static func newTerms(among terms: [Term], in db: Database) throws -> [Term] {
        let lookup = try db.cachedStatement(sql: "SELECT status FROM term WHERE key = ?")
        var seen = Set<String>()
        return try terms.filter { term in
            guard seen.insert(term.key).inserted else { return false }
            let status = try WordStatus.fetchOne(lookup, arguments: [term.key])
            return status == nil || status == .new
        }
    }
}
