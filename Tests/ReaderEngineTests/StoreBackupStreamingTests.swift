import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// `writeBackup(to:)` streams term by term; it must write exactly the bytes of
/// the whole-document encoder, which `reader import` reads back.
@Suite("Store: streamed JSON backup")
struct StoreBackupStreamingTests {
    static func streamed(_ store: VocabularyStore) throws -> String {
        var sink = StringSink()
        try store.writeBackup(to: &sink)
        return sink.text
    }

    /// Captures, history, forms and settings, with non-ASCII text and the controls `JSONString` escapes.
    static func hostile() throws -> VocabularyStore {
        let store = try StoreBackupTests.populated()
        try store.capture(Capture(term: term("bidi"), surface: "Bidi", sentence: "Bidi \u{202E}x\u{85}y\u{7F}z\u{1B} caf\u{E9}.",
                                  source: "/t/\u{1}.txt", capturedAt: storeTestDate + 3, note: "n\u{2067}ote\n"))
        try store.capture(Capture(term: term("bidi"), surface: "bidi", sentence: "second \u{1F}", capturedAt: storeTestDate + 4))
        try store.setStatus(.known, of: term("ångström"), at: storeTestDate + 5)
        try store.setStatus(.learning, ofForm: "naïve\u{9B}", lemma: "naïve", at: storeTestDate)
        return store
    }

    enum Fixture: CaseIterable {
        case populated, hostile, empty, oneTerm

        func store() throws -> VocabularyStore {
            switch self {
            case .populated: return try StoreBackupTests.populated()
            case .hostile: return try StoreBackupStreamingTests.hostile()
            case .empty: return try VocabularyStore.inMemory()
            case .oneTerm:
                let store = try VocabularyStore.inMemory()
                try store.seed([term("one")], at: storeTestDate)
                return store
            }
        }
    }

    @Test(arguments: Fixture.allCases)
    func streamedBackupIsTheEncodersBytes(fixture: Fixture) throws {
        let store = try fixture.store()
        let streamed = try Self.streamed(store)
        #expect(streamed == String(decoding: try store.backup().encoded(), as: UTF8.self))
    }

    @Test func streamedBackupEscapesControlsAndRestores() throws {
        let store = try Self.hostile()
        let streamed = try Self.streamed(store)
        #expect(streamed.contains(#""sentence" : "Bidi \u202ex\u0085y\u007fz\u001b café.""#))
        #expect(streamed.contains(#""form" : "naïve\u009b""#))
        let restored = try VocabularyStore.inMemory()
        try restored.merge(VocabularyBackup.decode(Data(streamed.utf8)))
        #expect(try restored.backup().encoded() == Data(streamed.utf8))
    }
}
