import Foundation
import GRDB
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// The whole-file check before the first write (issue 11 item 3), and
/// `review`'s way of running it alongside its first reads (issue 13).
@Suite("Store: integrity check before writing")
struct StoreIntegrityTests {
    /// A store of 3,000 known words and one Learning term with its card, closed,
    /// then 40 KB in its middle overwritten. Returns the damaged bytes.
    static func damagedStore(at path: String, journalMode: String = "wal") throws -> [UInt8] {
        do {
            let store = try VocabularyStore(path: path)
            try store.seed((0..<3000).map { term("word\($0)") }, at: storeTestDate)
            try store.setStatus(.learning, of: term("aardvark"), at: storeTestDate)
            try store.prepareCards(at: storeTestDate)
        }
        if journalMode != "wal" {
            try DatabaseQueue(path: path).writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = \(journalMode)") }
        }
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let middle = bytes.count / 2
        for i in middle..<(middle + 40_000) { bytes[i] = UInt8(truncatingIfNeeded: i &* 2_654_435_761 >> 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return bytes
    }

    static func contents(_ path: String) throws -> [UInt8] { try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) }

    /// Checked alongside: the session starts (its reads are sound), the first
    /// answer is refused as damaged, and the file stays byte for byte as it was.
    @Test func damagedStoreCheckedAlongsideRefusesTheFirstWrite() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("v.sqlite")
        let bytes = try Self.damagedStore(at: path)
        let store = try VocabularyStore(path: path, integrityCheck: .beforeFirstWrite)
        let session = try ReviewSession(store: store, scheduler: FSRSScheduler(), options: .init(), at: storeTestDate)
        #expect(try session.next(at: storeTestDate)?.card.term == term("aardvark"))
        #expect(throws: StoreError.corrupt(path: path)) { try session.answer(.good, at: storeTestDate) }
        #expect(throws: StoreError.corrupt(path: path)) { try store.setStatus(.known, of: term("word1"), at: storeTestDate) }
        #expect(throws: StoreError.corrupt(path: path)) { try store.awaitIntegrityCheck() }
        #expect(try Self.contents(path) == bytes)
    }

    /// A file not in WAL mode would be switched to WAL (its header written) by
    /// opening it for writing, so it is checked before, as every writer does.
    @Test func damagedRollbackJournalStoreIsRefusedAtOpening() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("v.sqlite")
        let bytes = try Self.damagedStore(at: path, journalMode: "delete")
        #expect(bytes[18] == 1 && bytes[19] == 1)
        #expect(throws: StoreError.corrupt(path: path)) { try VocabularyStore(path: path, integrityCheck: .beforeFirstWrite) }
        #expect(try Self.contents(path) == bytes)
    }

    /// A sound store: writes go through once the check passed, the read-only
    /// connection the store reads with sees them at once, and closing the store
    /// folds the WAL into the file (the writer closes last), so a copy of the
    /// file alone holds every answer.
    @Test(arguments: [VocabularyStore.IntegrityCheck.beforeOpening, .beforeFirstWrite])
    func soundStoreIsWrittenAndReadBack(check: VocabularyStore.IntegrityCheck) throws {
        let folder = try TemporaryFolder()
        let path = folder.path("v.sqlite")
        try VocabularyStore(path: path).setStatus(.known, of: term("run"), at: storeTestDate)
        do {
            let store = try VocabularyStore(path: path, integrityCheck: check)
            #expect(try store.status(of: term("run")) == .known)
            try store.awaitIntegrityCheck()
            #expect(try store.setStatus(.learning, of: term("run"), at: storeTestDate) == .changed(from: .known))
            #expect(try store.status(of: term("run")) == .learning)
        }
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(try VocabularyStore(path: path, access: .readOnly).status(of: term("run")) == .learning)
    }

    /// Nothing new since the last session: starting one writes nothing, so it
    /// never waits for the check (and a damaged store is left as it was).
    @Test func preparingCardsWithNothingNewDoesNotWrite() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("v.sqlite")
        let bytes = try Self.damagedStore(at: path)
        let store = try VocabularyStore(path: path, integrityCheck: .beforeFirstWrite)
        #expect(try store.prepareCards(at: storeTestDate) == 0)
        #expect(try Self.contents(path) == bytes)
    }
}
