import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Store: JSON backup, batched import")
struct StoreBackupTests {
    static func populated() throws -> VocabularyStore {
        let store = try VocabularyStore.inMemory()
        try store.seed([term("the"), term("house")], at: storeTestDate)
        try store.setStatus(.learning, of: term("house"), at: storeTestDate + 0.0004)
        try store.capture(Capture(term: term("run"), surface: "ran", sentence: "She ran\thome.", source: "/texts/ü.txt",
                                  range: 4..<7, sentenceStart: 0, capturedAt: storeTestDate + 1.2345, note: "note \"quoted\""))
        try store.capture(Capture(term: term("run"), surface: "runs", sentence: "It runs.", capturedAt: storeTestDate + 2))
        try store.setStatus(.ignored, ofForm: "mice", lemma: "mouse", at: storeTestDate)
        try store.setSetting(.level, to: "A2", at: storeTestDate)
        return store
    }

    /// Foundation's encoder leaves DEL, C1 and bidi controls raw; the backup
    /// escapes them as every other JSON writer does, and restores them exactly.
    @Test func backupEscapesControlsLikeEveryJSONWriter() throws {
        let store = try VocabularyStore.inMemory()
        let sentence = "Bidi \u{202E}x\u{85}y\u{7F}z\u{1B} caf\u{E9}."
        try store.capture(Capture(term: term("bidi"), surface: "Bidi", sentence: sentence, capturedAt: storeTestDate))
        let encoded = try store.backup().encoded()
        // Then
        let text = String(decoding: encoded, as: UTF8.self)
        #expect(text.contains(#""sentence" : "Bidi \u202ex\u0085y\u007fz\u001b café.""#))
        let restored = try VocabularyStore.inMemory()
        try restored.merge(VocabularyBackup.decode(encoded))
        #expect(try restored.captures(of: term("bidi")).map(\.sentence) == [sentence])
    }

    @Test func backupRestoresIntoAnEmptyStoreExactly() throws {
        let original = try Self.populated()
        let first = try original.backup().encoded()
        // When
        let restored = try VocabularyStore.inMemory()
        let summary = try restored.merge(VocabularyBackup.decode(first))
        // Then
        #expect(try restored.backup().encoded() == first)
        #expect(try restored.snapshot() == original.snapshot())
        #expect(try restored.level() == .a2)
        #expect(summary == ImportSummary(added: 3, forms: 1, captures: 2))
    }

    @Test func restoringTwiceDuplicatesNothing() throws {
        let backup = try Self.populated().backup()
        let store = try VocabularyStore.inMemory()
        try store.merge(backup)
        let again = try store.merge(backup)
        #expect(again.captures == 0)
        #expect(try store.backup().encoded() == backup.encoded())
    }

    @Test(arguments: [
        ("[1, 2]", "unexpected value at : Expected to decode Dictionary<String, Any> but found an array instead."),
        ("{\"format\":\"other\",\"version\":1,\"settings\":{},\"terms\":[],\"forms\":[]}", "not a reader vocabulary backup (format 'other')"),
        ("{\"format\":\"reader-vocabulary\",\"version\":7,\"settings\":{},\"terms\":[],\"forms\":[]}", "backup version 7 is newer than this reader understands (2)"),
        ("{\"format\":\"reader-vocabulary\",\"version\":1,\"settings\":{},\"forms\":[]}", "missing 'terms' at top level"),
        ("not json", "not valid JSON"),
    ])
    func badBackupsAreExplained(json: String, reason: String) {
        #expect(throws: StoreError.malformedImport(format: "json", line: 0, reason: reason)) {
            try VocabularyBackup.decode(Data(json.utf8))
        }
    }

    @Test func importCommitsOneBatchAtATimeAndReportsProgress() throws {
        let store = try VocabularyStore.inMemory()
        let records = (1...5).map { ImportRecord.term(term("w\($0)"), display: "w\($0)", status: .known, capture: nil) }
        var reported: [Int] = []
        let summary = try store.importRecords(records, batchSize: 2, at: storeTestDate) { reported.append($0) }
        #expect(reported == [2, 4, 5])
        #expect(summary == ImportSummary(added: 5))
        #expect(try store.countsByStatus() == [.known: 5])
    }

    @Test(arguments: [
        (1_750_000_000.0, "2025-06-15T15:06:40.000Z"),
        (1_750_000_000.1234, "2025-06-15T15:06:40.123Z"),
        (1_750_000_000.9996, "2025-06-15T15:06:41.000Z"),
        (-0.25, "1969-12-31T23:59:59.750Z"),
    ])
    func timeStampsKeepMillisecondsAndReadBack(seconds: Double, text: String) throws {
        #expect(TimeStamp.string(Date(timeIntervalSince1970: seconds)) == text)
        let parsed = try #require(TimeStamp.date(text))
        #expect(TimeStamp.string(parsed) == text)
    }
}
