import Foundation

/// A bulk change of statuses that `reader undo` can revert as one: finishing a
/// text, an import, `init`'s seeding, a mark of several terms. Every status
/// change it made carries its id in `status_change.batch_id`.
public struct ChangeBatch: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable, Codable {
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

    package init(id: Int64, kind: Kind, label: String, createdAt: Date) {
        self.id = id
        self.kind = kind
        self.label = label
        self.createdAt = createdAt
    }
}

/// What undoing a batch does to one term it changed.
public struct UndoStep: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        /// Back to the status it had before the batch.
        case restore(WordStatus)
        /// The batch added it and nothing else touched it since: removed.
        case remove
        /// The learner changed it since (a status change, a capture outside the batch, a review answer): left as it is.
        case keep
    }

    public var term: Term
    /// The status it has now.
    public var status: WordStatus
    public var action: Action
    /// Its card has review answers and the revert takes it out of review (the
    /// term goes back to New or Ignored): the answers stay, but the card is no
    /// longer asked. `reader undo` asks before doing that.
    public var dropsReviewedCard: Bool

    package init(term: Term, status: WordStatus, action: Action, dropsReviewedCard: Bool) {
        self.term = term
        self.status = status
        self.action = action
        self.dropsReviewedCard = dropsReviewedCard
    }
}

/// What undoing a batch does (`undoPlan()`), or did (`undoLastBatch`).
public struct UndoSummary: Sendable, Equatable {
    public var batch: ChangeBatch
    /// Term by term, in key order.
    public var steps: [UndoStep]
    /// Captures the batch saved, removed with it.
    public var capturesRemoved: Int

    package init(batch: ChangeBatch, steps: [UndoStep], capturesRemoved: Int) {
        self.batch = batch
        self.steps = steps
        self.capturesRemoved = capturesRemoved
    }

    /// Terms set back to the status they had before the batch.
    public var restored: Int { steps.count { if case .restore = $0.action { true } else { false } } }
    /// Terms the batch had added, removed again.
    public var removed: Int { steps.count { $0.action == .remove } }
    /// Terms changed again since the batch: left as they are.
    public var kept: Int { steps.count { $0.action == .keep } }
    /// Terms set back to the status they already had (a merged store's batch): nothing the learner sees changes.
    public var unchanged: Int { steps.count - changes.count }
    /// The steps that change something: a restore to another status, a removal, a term kept as it is.
    public var changes: [UndoStep] {
        steps.filter { step in
            if case .restore(let status) = step.action { return status != step.status }
            return true
        }
    }
    /// Terms whose reviewed card the revert takes out of review.
    public var droppedReviewedCards: [Term] { steps.filter(\.dropsReviewedCard).map(\.term) }

    /// Each term reverted with the status it has again (nil: the batch had
    /// added it, so it is gone, New); kept terms are left out.
    public var reverted: [(term: Term, status: WordStatus?)] {
        steps.compactMap { step in
            switch step.action {
            case .restore(let status): (step.term, status)
            case .remove: (step.term, nil)
            case .keep: nil
            }
        }
    }
}

/// A batch `reader undo --list` shows: what it changed.
public struct UndoableBatch: Sendable, Equatable {
    public var batch: ChangeBatch
    /// How many terms it set to each status.
    public var statuses: [WordStatus: Int]
    public var captures: Int

    package init(batch: ChangeBatch, statuses: [WordStatus: Int], captures: Int) {
        self.batch = batch
        self.statuses = statuses
        self.captures = captures
    }
}
