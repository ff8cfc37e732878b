import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Store: marking terms")
struct StoreMarkingTests {
    @Test func newTermIsAddedWithItsStatus() throws {
        let store = try VocabularyStore.inMemory()
        // When
        let change = try store.setStatus(.known, of: term("run"), display: "ran", at: storeTestDate)
        // Then
        #expect(change == .added)
        #expect(try store.status(of: term("run")) == .known)
        #expect(try store.status(of: term("walk")) == nil)
    }

    @Test(arguments: [
        (WordStatus.known, WordStatus.learning, StatusChange.changed(from: .known)),
        (.learning, .learning, .unchanged),
        (.ignored, .new, .changed(from: .ignored)),
    ])
    func markingAgainReportsTheChange(first: WordStatus, second: WordStatus, expected: StatusChange) throws {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(first, of: term("house"), at: storeTestDate)
        #expect(try store.setStatus(second, of: term("house"), at: storeTestDate) == expected)
        #expect(try store.status(of: term("house")) == second)
    }

    @Test func keysAreLowerCaseLemmas() throws {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(.known, of: Term(lemmas: ["Paris"])!, at: storeTestDate)
        #expect(try store.status(of: term("paris")) == .known)
        #expect(Term(lemmas: ["Make", "a", "Decision"])?.key == "make a decision")
        #expect(Term(key: "  ") == nil)
    }

    @Test func batchMarkingIsOneTransaction() throws {
        let store = try VocabularyStore.inMemory()
        let changes = try store.setStatus(.learning, of: [(term("a"), nil), (term("b"), nil), (term("a"), nil)], at: storeTestDate)
        #expect(changes == [.added, .added, .unchanged])
    }

    @Test func seedingKeepsTheLearnersOwnStatuses() throws {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(.learning, of: term("run"), at: storeTestDate)
        // When
        let added = try store.seed([term("run"), term("walk"), term("the")], status: .known, at: storeTestDate)
        // Then
        #expect(added == 2)
        #expect(try store.status(of: term("run")) == .learning)
        #expect(try store.status(of: term("walk")) == .known)
    }

    @Test func formOverrideCanBeChangedAndRemoved() throws {
        let store = try VocabularyStore.inMemory()
        #expect(try store.setStatus(.known, ofForm: "data", lemma: "datum", at: storeTestDate) == .added)
        #expect(try store.setStatus(.ignored, ofForm: "data", lemma: "datum", at: storeTestDate) == .changed(from: .known))
        #expect(try store.removeFormOverride("DATA"))
        #expect(try store.snapshot().forms.isEmpty)
    }

    @Test func levelSettingRoundTrips() throws {
        let store = try VocabularyStore.inMemory()
        #expect(try store.level() == nil)
        try store.setSetting(.level, to: "B1", at: storeTestDate)
        #expect(try store.level() == .b1)
    }

    @Test func countsByStatusCountTermsNotForms() throws {
        let store = try VocabularyStore.inMemory()
        try store.seed([term("a"), term("b"), term("c")], status: .known, at: storeTestDate)
        try store.setStatus(.learning, of: term("look up"), at: storeTestDate)
        try store.setStatus(.known, ofForm: "data", lemma: "datum", at: storeTestDate)
        #expect(try store.countsByStatus() == [.known: 3, .learning: 1])
    }
}
