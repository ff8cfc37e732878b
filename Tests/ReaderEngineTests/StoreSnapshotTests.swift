import Testing
@testable import ReaderEngine

/// The snapshot reads columns straight from SQLite (statuses by their stored
/// names, keys as raw UTF-8), so each status and non-ASCII text is checked here.
@Suite("Store: snapshot for annotation")
struct StoreSnapshotTests {
    @Test(arguments: WordStatus.allCases)
    func everyStatusReadsBackForLemmasPhrasesAndForms(status: WordStatus) throws {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(status, of: term("run"))
        try store.setStatus(status, of: term("turn off"))
        try store.setStatus(status, ofForm: "ran", lemma: "run")
        // Then
        #expect(try store.snapshot() == VocabularySnapshot(
            lemmas: ["run": status], forms: ["ran": status], phrases: [["turn", "off"]: status]))
    }

    @Test func nonASCIIKeysKeepTheirText() throws {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(.learning, of: term("café"))
        try store.setStatus(.known, of: term("déjà vu"))
        try store.setStatus(.ignored, of: term("naïveté"))
        try store.setStatus(.known, ofForm: "Cafés", lemma: "café")
        // Then
        #expect(try store.snapshot() == VocabularySnapshot(
            lemmas: ["café": .learning, "naïveté": .ignored],
            forms: ["cafés": .known],
            phrases: [["déjà", "vu"]: .known]))
    }

    @Test func longPhraseKeysSplitIntoEveryLemma() throws {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(.learning, of: term("take the bull by the horns"))
        // Then
        #expect(try store.snapshot().phrases == [["take", "the", "bull", "by", "the", "horns"]: .learning])
    }
}
