import Foundation
import GRDB

/// A bulk change of statuses that `reader undo` can revert as one: finishing a
/// text, an import, `init`'s seeding, a mark of several terms. Every status
/// change it made carries its id in `status_change.batch_id`.
public struct ChangeBatch: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable, Codable, DatabaseValueConvertible {
        case finish
        case `import`
        case initialization = "init"
        case mark
    }

    public var id: Int64
    public var kind: Kind
    /// What it was about: the finished file, the imported file, "level B1", the marked terms.
    public var label: String
    public var createdAt: Date
}

/// What `undoLastBatch` did.
public struct UndoSummary: Sendable, Equatable {
    public var batch: ChangeBatch
    /// Terms set back to the status they had before the batch.
    public var restored: Int
    /// Terms the batch had added, removed again.
    public var removed: Int
    /// Terms changed again since the batch (by a mark, capture or review): left as they are.
    public var kept: Int
    /// Captures the batch had saved, removed again.
    public var capturesRemoved: Int
}
