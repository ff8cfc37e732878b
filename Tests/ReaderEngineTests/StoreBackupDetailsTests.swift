import Foundation
import Testing
import Tokenizer
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Each capture of a JSON export carries the IPA and sense its card leads with
/// (issue 12); they are derived, so a restore ignores them and an export ->
/// restore -> export round trip gives the same bytes.
@Suite("Store: JSON backup with IPA and sense")
struct StoreBackupDetailsTests {
    let tokenizer = try! Tokenizer()

    func details(_ capture: Capture, status: WordStatus) -> CardFacts? {
        TermCardTests.builder.card(for: capture, status: status, tokenizer: tokenizer)
    }

    func streamed(_ store: VocabularyStore) throws -> String {
        var sink = StringSink()
        try store.writeBackup(to: &sink, details: details)
        return sink.text
    }

    static func store() throws -> VocabularyStore {
        let store = try StoreBackupTests.populated()
        try store.capture(Capture(term: term("bank"), surface: "bank", sentence: "Where do you bank in this town?",
                                  range: 13..<17, sentenceStart: 0, capturedAt: storeTestDate + 3))
        try store.capture(Capture(term: term("xyzzyq"), surface: "xyzzyq", sentence: "Say xyzzyq.", capturedAt: storeTestDate + 4))
        return store
    }

    @Test func capturesCarryIPAAndSenseOnlyWhereTheDictionaryHasThem() throws {
        let text = try streamed(Self.store())
        #expect(text.contains("""
                      "end" : 17,
                      "ipa" : "bæŋk",
                      "sense" : {
                        "gloss" : "tip laterally",
                        "pos" : "verb"
                      },
                      "sentence" : "Where do you bank in this town?",
            """))
        // `ran` (run): the verb in context.
        #expect(text.contains("""
                      "ipa" : "ræn",
                      "note" : "note \\"quoted\\"",
                      "sense" : {
                        "gloss" : "move fast by using one's feet, with one foot off the ground at any given time",
                        "pos" : "verb"
                      },
            """))
        // A word the dictionary lacks has neither member.
        #expect(text.contains("""
                      "captured" : "2025-06-15T15:06:44.000Z",
                      "sentence" : "Say xyzzyq.",
            """))
    }

    @Test func streamedIsTheWholeDocumentsBytes() throws {
        let store = try Self.store()
        #expect(try streamed(store) == String(decoding: try store.backup(details: details).encoded(), as: UTF8.self))
    }

    @Test func exportRestoreExportIsByteIdentical() throws {
        let first = try streamed(Self.store())
        let restored = try VocabularyStore.inMemory()
        try restored.merge(VocabularyBackup.decode(Data(first.utf8)))
        #expect(try streamed(restored) == first)
    }

    /// Whatever a backup says in `ipa` and `sense` (stale, hand-edited, of another type), the restore takes
    /// only the capture, and the next export derives them again.
    @Test(arguments: [
        #""ipa" : "WRONG", "sense" : {"gloss" : "made up", "pos" : "adj"}"#,
        #""ipa" : 7, "sense" : "a string""#,
        #""ipa" : null, "sense" : null"#,
    ])
    func restoreIgnoresDerivedFields(members: String) throws {
        let first = try streamed(Self.store())
        let edited = first.replacingOccurrences(of: """
            "ipa" : "bæŋk",
                      "sense" : {
                        "gloss" : "tip laterally",
                        "pos" : "verb"
                      },
            """, with: members + ",")
        #expect(edited != first)
        let restored = try VocabularyStore.inMemory()
        let summary = try restored.merge(VocabularyBackup.decode(Data(edited.utf8)))
        #expect(summary.captures == 4)
        #expect(try streamed(restored) == first)
    }
}
