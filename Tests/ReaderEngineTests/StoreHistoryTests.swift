import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// `statusHistory(of:)`: what `reader show` lists (issue 12).
@Suite("Store: status history")
struct StoreHistoryTests {
    typealias Change = (seconds: Double, from: WordStatus, to: WordStatus, origin: ChangeOrigin)

    enum Scenario: String, CaseIterable {
        case captureThenMark, seedThenReview, unchangedMarkAddsNothing, undoneMark, restoredOutOfOrder, notStored

        /// Writes the scenario's changes to `store` for the term `word`.
        func apply(to store: VocabularyStore) throws {
            let word = term("word")
            switch self {
            case .captureThenMark:
                try store.capture(Capture(term: word, surface: "word", sentence: "A word.", capturedAt: storeTestDate))
                try store.setStatus(.known, of: word, at: storeTestDate + 60)
            case .seedThenReview:
                try store.seed([word], at: storeTestDate)
                try store.setStatus(.learning, of: word, origin: .review, at: storeTestDate + 1.5)
            case .unchangedMarkAddsNothing:
                try store.setStatus(.learning, of: word, at: storeTestDate)
                try store.setStatus(.learning, of: word, at: storeTestDate + 1)
                try store.setStatus(.ignored, of: word, at: storeTestDate + 2)
            case .undoneMark:
                try store.setStatus(.learning, of: word, at: storeTestDate)
                try store.recordingBatch(.mark, label: "word", at: storeTestDate + 10) {
                    try store.setStatus(.known, of: [(word, nil)], at: storeTestDate + 10)
                }
                _ = try store.undoLastBatch(at: storeTestDate + 20)
            case .restoredOutOfOrder:
                // A restore adds older history after newer rows: time orders it, not insertion.
                try store.setStatus(.known, of: word, at: storeTestDate + 100)
                var backup = try store.backup()
                backup.terms[0].history = [.init(status: .learning, origin: .import, at: storeTestDate)]
                try store.merge(backup)
            case .notStored:
                try store.setStatus(.known, of: term("other"), at: storeTestDate)
            }
        }

        var expected: [Change] {
            switch self {
            case .captureThenMark: [(0, .new, .learning, .capture), (60, .learning, .known, .mark)]
            case .seedThenReview: [(0, .new, .known, .seed), (1.5, .known, .learning, .review)]
            case .unchangedMarkAddsNothing: [(0, .new, .learning, .mark), (2, .learning, .ignored, .mark)]
            case .undoneMark: [(0, .new, .learning, .mark), (10, .learning, .known, .mark), (20, .known, .learning, .undo)]
            case .restoredOutOfOrder: [(0, .new, .learning, .import), (100, .learning, .known, .mark)]
            case .notStored: []
            }
        }
    }

    @Test(arguments: Scenario.allCases)
    func historyIsOldestFirstWithThePreviousStatus(scenario: Scenario) throws {
        let store = try VocabularyStore.inMemory()
        try scenario.apply(to: store)
        let history = try store.statusHistory(of: term("word"))
        #expect(history == scenario.expected.map {
            StatusHistoryEntry(at: storeTestDate + $0.seconds, from: $0.from, to: $0.to, origin: $0.origin)
        })
    }
}
