import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Issue 51 item 4: a merge keeps this store's settings unless asked, and its
/// summary counts what changed for the learner, not the rows it rewrote.
@Suite("Store: a merge keeps this store's settings and counts what changed (issue 51)")
struct StoreMergeSettingsTests {
    /// This learner: level C1 set first, "run" Known and "sail" Learning.
    static func mine() throws -> VocabularyStore {
        let store = try VocabularyStore.inMemory()
        try store.setSetting(.level, to: "C1", at: storeTestDate)
        try store.setStatus(.known, of: term("run"), at: storeTestDate)
        try store.setStatus(.learning, of: term("sail"), at: storeTestDate)
        return store
    }

    /// An older store of the same learner, its level set later: "run" Known again (history only),
    /// "sail" Known (a new status), "quay" captured (a new term), 30 graduation days.
    static func theirs() throws -> VocabularyStore {
        let store = try VocabularyStore.inMemory()
        try store.setSetting(.level, to: "A2", at: storeTestDate + 100)
        try store.setSetting(.graduationDays, to: "30", at: storeTestDate + 100)
        try store.setStatus(.known, of: term("run"), at: storeTestDate + 10)
        try store.setStatus(.known, of: term("sail"), at: storeTestDate + 20)
        try store.capture(Capture(term: term("quay"), surface: "quay", sentence: "The boat hit the quay.", capturedAt: storeTestDate + 30))
        return store
    }

    static func settings(_ store: VocabularyStore) throws -> [String] {
        try store.backup().settings.map { "\($0.name.rawValue)=\($0.value)" }
    }

    @Test(arguments: [
        (MergeSettingsChoice.keepMine, ["level=C1", "graduation_days=30"], false),
        (.takeTheirs, ["level=A2", "graduation_days=30"], true),
    ])
    func theOtherStoresLevelIsTakenOnlyWhenAsked(choice: MergeSettingsChoice, expected: [String], levelTaken: Bool) throws {
        let store = try Self.mine()
        let summary = try store.merge(try Self.theirs().backup(), settings: choice)
        #expect(try Self.settings(store).sorted() == expected.sorted())
        #expect(summary.settings == [
            .init(name: .graduationDays, mine: nil, theirs: "30", taken: true),
            .init(name: .level, mine: "C1", theirs: "A2", taken: levelTaken),
        ])
    }

    @Test func theSummaryCountsNewTermsNewStatusesAndAddedWork() throws {
        let store = try Self.mine()
        let summary = try store.merge(try Self.theirs().backup(), settings: .keepMine)
        #expect([summary.termsAdded, summary.statusChanged, summary.statusKept] as [Int] == [1, 1, 1])
        #expect([summary.capturesAdded, summary.reviewsAdded, summary.historyAdded, summary.formsChanged] as [Int] == [1, 0, 3, 0])
        // `reader import` still counts the records rewritten: "run" (history only) and "sail".
        #expect(summary.importSummary == ImportSummary(added: 1, changed: 2, unchanged: 0, forms: 0, captures: 1, reviews: 0))
        let again = try store.merge(try Self.theirs().backup(), settings: .keepMine)
        #expect([again.termsAdded, again.statusChanged, again.statusKept, again.capturesAdded, again.historyAdded] as [Int] == [0, 0, 3, 0, 0])
        #expect(again.settings == [.init(name: .level, mine: "C1", theirs: "A2", taken: false)])
    }

    /// The merge property with settings: each side keeps its own, so A into B equals B into A
    /// once B takes A's settings; merging again, either way, changes nothing.
    @Test(arguments: [MergeSettingsChoice.keepMine, .takeTheirs])
    func mergingIntoBTakingSettingsGivesWhatMergingIntoAGives(again: MergeSettingsChoice) throws {
        let a = try Self.theirs(), b = try Self.mine()
        let ab = try VocabularyStore.inMemory(), ba = try VocabularyStore.inMemory()
        try ab.merge(try b.backup(), settings: .takeTheirs)
        try ab.merge(try a.backup(), settings: .takeTheirs)
        try ba.merge(try a.backup(), settings: .takeTheirs)
        try ba.merge(try b.backup(), settings: .keepMine)
        let merged = try ab.backup().encoded()
        #expect(try ba.backup().encoded() == merged)
        #expect(try Self.settings(ab).sorted() == ["graduation_days=30", "level=A2"])
        try ab.merge(try a.backup(), settings: again)
        try ab.merge(try b.backup(), settings: .keepMine)
        #expect(try ab.backup().encoded() == merged)
    }
}
