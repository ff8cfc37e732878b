import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Store: statistics")
struct StoreStatisticsTests {
    let now = storeTestDate
    let day: TimeInterval = 86_400

    @Test func countsSplitWordsPhrasesAndLeaveSeedingOutOfGrowth() throws {
        let store = try VocabularyStore.inMemory()
        try store.seed([term("the"), term("be"), term("cat")], at: now - 100 * day)
        try store.setStatus(.known, of: term("run"), at: now - 2 * day)
        try store.setStatus(.known, of: term("look up"), at: now - 20 * day)
        try store.setStatus(.ignored, of: term("elizabeth"), at: now - 200 * day)
        try store.capture(Capture(term: term("quixotic"), surface: "quixotic", sentence: "A quixotic plan.", capturedAt: now - day))
        try store.setStatus(.known, ofForm: "mice", lemma: "mouse", at: storeTestDate)
        // When
        let statistics = try store.statistics(now: now, timeZone: .gmt, days: 7)
        // Then
        #expect(statistics.words == [.known: 4, .ignored: 1, .learning: 1])
        #expect(statistics.phrases == [.known: 1])
        #expect(statistics.forms == 1)
        #expect(statistics.captures == 1)
        #expect(statistics.newlyKnown == [.init(days: 7, count: 1), .init(days: 30, count: 2), .init(days: 365, count: 3)])
        // Within the last 7 days: one mark and one capture (plus the capture's status change, a 'capture' origin, not counted twice).
        #expect(statistics.activityByDay.values.reduce(0, +) == 2)
    }
}
