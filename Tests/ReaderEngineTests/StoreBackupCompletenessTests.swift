import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Issue 25 item 1: a backup holds everything the store knows, and restores it.
@Suite("Store: a backup that is a backup (issue 25)")
struct StoreBackupCompletenessTests {
    static let exact = FSRSScheduler(parameters: FSRSParameters(fuzz: false))

    /// Every kind of thing a store keeps: captures with notes, history, decks,
    /// cards with answers, an undone and a live batch, forms, a reading position, the level.
    static func everything() throws -> VocabularyStore {
        let store = try StoreBackupTests.populated()
        let start = storeTestDate + 100
        try store.recordingBatch(.mark, label: "quay, sail", at: start) {
            try store.setStatus(.learning, of: [(term("quay"), nil), (term("sail"), nil)], at: start)
        }
        try store.recordingBatch(.finish, label: "/t/sea.txt", at: start + 1) {
            try store.setStatus(.known, of: [(term("house"), nil)], at: start + 1)
        }
        try store.undoLastBatch(at: start + 2)
        try store.addToDeck("Science", terms: [term("quay"), term("run")], at: start)
        try store.prepareCards(at: start + 3)
        for (rating, minutes) in [(Rating.good, 4.0), (.again, 5), (.good, 20)] {
            let card = try #require(try store.reviewQueue(at: start + minutes * 60, newLimit: 5).first?.id)
            try store.recordReview(card, rating: rating, at: start + minutes * 60, scheduler: exact)
        }
        try store.saveReadingPosition(ReadingPosition(path: "/t/sea.txt", offset: 120, updatedAt: start))
        return store
    }

    @Test func aBackupHoldsCardsAnswersDecksBatchesAndPositions() throws {
        let backup = try Self.everything().backup()
        #expect(backup.version == 2)
        #expect(backup.batches.map { [$0.id.description, $0.kind.rawValue, $0.label, $0.undone == nil ? "live" : "undone"] }
            == [["1", "mark", "quay, sail", "live"], ["2", "finish", "/t/sea.txt", "undone"]])
        #expect(backup.decks.map(\.name) == ["Science"])
        #expect(backup.positions == [.init(path: "/t/sea.txt", offset: 120, updated: storeTestDate + 100)])
        #expect(backup.settings.map { "\($0.name.rawValue)=\($0.value)" } == ["level=A2"])
        let byKey = Dictionary(uniqueKeysWithValues: backup.terms.map { ($0.lemma, $0) })
        #expect(byKey["quay"]?.decks == ["Science"])
        #expect(byKey["quay"]?.history.map(\.batch) == [1])
        #expect(byKey["house"]?.history.map(\.origin) == [.seed, .mark, .mark, .undo])
        #expect(byKey["house"]?.history.map(\.batch) == [nil, nil, 2, nil])
        let reviews = backup.terms.compactMap(\.card).flatMap(\.reviews)
        #expect(reviews.map(\.rating).sorted { $0.rawValue < $1.rawValue } == [.again, .good, .good])
        #expect(backup.terms.compactMap(\.card).count == 4)
    }

    /// The issue's reproduction: `export json; import into a new store; stats` said `cards: 0` where there were 8.
    @Test func restoringIntoAnEmptyStoreKeepsCardsAnswersAndDecksByteForByte() throws {
        let original = try Self.everything()
        let first = try original.backup().encoded()
        let restored = try VocabularyStore.inMemory()
        let summary = try restored.merge(VocabularyBackup.decode(first))
        #expect(try restored.backup().encoded() == first)
        #expect(summary.reviews == 3 && summary.added == 5)
        let later = storeTestDate + 86_400 * 30
        #expect(try restored.reviewQueue(at: later, newLimit: 50).map(\.kind) == original.reviewQueue(at: later, newLimit: 50).map(\.kind))
        #expect(try restored.reviewQueue(at: later, newLimit: 50).count == 4)
        #expect(try restored.deckTermKeys("science") == ["quay", "run"])
        #expect(try restored.lastBatch()?.label == "quay, sail")
        #expect(try restored.readingPosition(of: "/t/sea.txt")?.offset == 120)
    }

    /// Item 7: the store's own export imported into it changed captures 1 -> 2 and history 101 -> 202
    /// (times compared exactly, the export rounds them to milliseconds).
    @Test func importingAStoresOwnExportChangesNothing() throws {
        let store = try VocabularyStore.inMemory()
        let subMillisecond = storeTestDate + 0.000_123_4
        try store.capture(Capture(term: term("run"), surface: "ran", sentence: "She ran.", capturedAt: subMillisecond))
        try store.setStatus(.known, of: term("run"), at: subMillisecond + 1)
        let before = try store.backup().encoded()
        let summary = try store.merge(VocabularyBackup.decode(before))
        #expect(summary == ImportSummary(unchanged: 1))
        #expect(try store.backup().encoded() == before)
        #expect(try store.captures(of: term("run")).count == 1)
    }

    /// The committed fixture was written by version 1 (no cards, settings as an object with internal ones).
    @Test func aVersionOneBackupStillRestores() throws {
        let fixture = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/backup-v1.json"))
        let store = try VocabularyStore.inMemory()
        let summary = try store.merge(VocabularyBackup.decode(fixture))
        #expect(summary == ImportSummary(added: 3, forms: 1, captures: 2))
        #expect(try store.captures(of: term("run")).map(\.note) == ["note \"quoted\"", nil])
        #expect(try store.level() == .a2)
        // Only the learner's settings come in: not the internal watermark, not "anything".
        let settings = try store.backup().settings.map(\.name)
        #expect(settings == [.level])
        // Item 7: the restored watermark (999999) stopped card creation, and "harbour" has no history at all.
        #expect(try store.prepareCards(at: storeTestDate + 10) == 2)
        #expect(try store.merge(VocabularyBackup.decode(fixture)) == ImportSummary(unchanged: 3, forms: 1))
    }

    /// Item 7: a Learning term with an empty history never got a card.
    @Test func learningTermsWithoutHistoryGetACard() throws {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(.known, of: term("sail"), at: storeTestDate)
        #expect(try store.prepareCards(at: storeTestDate) == 0)
        let backup = VocabularyBackup(terms: [.init(term: "quay", lemma: "quay", status: .learning, created: storeTestDate,
                                                    updated: storeTestDate, captures: [], history: [])])
        try store.merge(backup)
        #expect(try store.prepareCards(at: storeTestDate + 1) == 1)
    }

    /// Issue 28 item 9: what the schema does not allow is refused, with one line.
    @Test(arguments: [
        (#"{"format":"reader-vocabulary","version":-1,"settings":{},"terms":[],"forms":[]}"#,
         "backup version -1 does not exist (versions are 1 to 2)"),
        (#"{"format":"reader-vocabulary","version":0,"settings":{},"terms":[],"forms":[]}"#,
         "backup version 0 does not exist (versions are 1 to 2)"),
        (#"{"format":"reader-vocabulary","version":1,"version":2,"settings":{},"terms":[],"forms":[]}"#,
         "'version' appears twice in one object"),
        (#"{"format":"reader-vocabulary","version":1,"settings":{"level":"A2","lev\u0065l":"B1"},"terms":[],"forms":[]}"#,
         "'level' appears twice in one object"),
        (#"{"format":"reader-vocabulary","version":2,"batches":[],"decks":[],"forms":[],"positions":[],"terms":[],"#
            + #""settings":[{"name":"anything","value":"goes","updated":"2026-01-01T00:00:00Z"}]}"#,
         "bad value at .settings[0].name: Cannot initialize StoreSetting from invalid String value anything"),
        (#"{"format":"reader-vocabulary","version":1,"settings":{},"forms":[],"terms":[{"term":"run","lemma":"run","#
            + #""status":"known","created":"2026-02-30T25:61:61Z","updated":"2026-01-01T00:00:00Z","history":[],"captures":[]}]}"#,
         "bad value at .terms[0].created: '2026-02-30T25:61:61Z' is not an RFC 3339 time"),
    ])
    func backupsTheSchemaDoesNotAllowAreRefused(json: String, reason: String) {
        #expect(throws: StoreError.malformedImport(format: "json", line: 0, reason: reason)) {
            try VocabularyBackup.decode(Data(json.utf8))
        }
    }

    @Test(arguments: [
        (VocabularyBackup.Setting(name: .level, value: "Z9", updated: storeTestDate), "settings[0]: 'Z9' is not a CEFR level (A1 to C2)"),
        (.init(name: .graduationDays, value: "-3", updated: storeTestDate), "settings[0]: '-3' is not a number of days above 0"),
    ])
    func settingValuesAreChecked(setting: VocabularyBackup.Setting, reason: String) throws {
        let store = try VocabularyStore.inMemory()
        #expect(throws: StoreError.malformedImport(format: "json", line: 0, reason: reason)) {
            try store.merge(VocabularyBackup(settings: [setting]))
        }
    }
}
