import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// The snapshot reads columns straight from SQLite (statuses by their stored
/// names, keys as raw UTF-8), so each status and non-ASCII text is checked here.
@Suite("Store: snapshot for annotation")
struct StoreSnapshotTests {
    @Test(arguments: WordStatus.allCases)
    func everyStatusReadsBackForLemmasPhrasesAndForms(status: WordStatus) throws {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(status, of: term("run"), at: storeTestDate)
        try store.setStatus(status, of: term("turn off"), at: storeTestDate)
        try store.setStatus(status, ofForm: "ran", lemma: "run", at: storeTestDate)
        // Then
        #expect(try store.snapshot() == VocabularySnapshot(
            lemmas: ["run": status], forms: ["ran": status], phrases: [["turn", "off"]: status]))
    }

    @Test func nonASCIIKeysKeepTheirText() throws {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(.learning, of: term("café"), at: storeTestDate)
        try store.setStatus(.known, of: term("déjà vu"), at: storeTestDate)
        try store.setStatus(.ignored, of: term("naïveté"), at: storeTestDate)
        try store.setStatus(.known, ofForm: "Cafés", lemma: "café", at: storeTestDate)
        // Then
        #expect(try store.snapshot() == VocabularySnapshot(
            lemmas: ["café": .learning, "naïveté": .ignored],
            forms: ["cafés": .known],
            phrases: [["déjà", "vu"]: .known]))
    }

    @Test func longPhraseKeysSplitIntoEveryLemma() throws {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(.learning, of: term("take the bull by the horns"), at: storeTestDate)
        // Then
        #expect(try store.snapshot().phrases == [["take", "the", "bull", "by", "the", "horns"]: .learning])
    }
}
