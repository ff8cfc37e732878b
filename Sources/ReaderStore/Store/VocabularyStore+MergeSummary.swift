import Foundation
import ReaderCore

/// Whose settings a merge keeps where both stores hold one (`VocabularyStore.merge(_:settings:)`).
public enum MergeSettingsChoice: Sendable, Equatable {
    /// This store's settings stay; the other's fill only those this store lacks.
    case keepMine
    /// The other's settings replace this store's (`reader merge --take-settings`).
    case takeTheirs
}

/// What a merge changed for the learner, not the rows it rewrote: a term that
/// only gained history is counted in `historyAdded`, not as a changed term.
public struct MergeSummary: Sendable, Equatable {
    /// Terms this store did not hold.
    public var termsAdded = 0
    /// Terms held by both whose status is now another.
    public var statusChanged = 0
    /// Terms held by both whose status stayed.
    public var statusKept = 0
    public var capturesAdded = 0
    /// Review answers added.
    public var reviewsAdded = 0
    /// Status changes added to the terms' history.
    public var historyAdded = 0
    /// Form overrides added or replaced.
    public var formsChanged = 0
    /// The settings on which the two stores differed, and which value is now here.
    public var settings: [SettingOutcome] = []
    /// The backup's capture sites this store does not allow (never imported: `CaptureSites.notImported`).
    public var captureSitesNotImported: [String] = []
    /// The same merge in the terms of `reader import` (terms whose record changed, forms held by the backup).
    public var importSummary = ImportSummary()

    public init() {}

    /// One setting the other store held with another value than this one (or that this one lacked).
    public struct SettingOutcome: Sendable, Equatable {
        public var name: StoreSetting
        /// This store's value before the merge; nil when it had none.
        public var mine: String?
        public var theirs: String
        /// Whether the other's value is now this store's.
        public var taken: Bool

        public init(name: StoreSetting, mine: String?, theirs: String, taken: Bool) {
            (self.name, self.mine, self.theirs, self.taken) = (name, mine, theirs, taken)
        }
    }
}
