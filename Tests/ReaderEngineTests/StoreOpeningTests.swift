import Foundation
import GRDB
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Store: opening files, migrations, refusals")
struct StoreOpeningTests {
    @Test func newStoreIsCreatedWithItsFolderAndPersists() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("nested/dir/vocabulary.sqlite")
        try VocabularyStore(path: path).setStatus(.known, of: term("run"), at: storeTestDate)
        // A second process-like open sees the term.
        let reopened = try VocabularyStore(path: path)
        #expect(try reopened.status(of: term("run")) == .known)
        #expect(try reopened.database.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
    }

    @Test func migrationsAreRecordedAndStampTheStore() throws {
        let queue = try DatabaseQueue()
        _ = try VocabularyStore(database: queue)
        let (applied, applicationID, tables) = try queue.read { db throws in
            (try VocabularyMigrations.migrator.appliedIdentifiers(db),
             try Int32.fetchOne(db, sql: "PRAGMA application_id"),
             try String.fetchSet(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
        }
        #expect(applied.isSuperset(of: ["v1-terms-forms-captures", "v2-review", "v3-reading-position", "v4-capture-batch"]))
        #expect(applicationID == VocabularyMigrations.applicationID)
        #expect(tables.isSuperset(of: ["term", "form_override", "capture", "status_change", "setting", "card", "review_log", "deck", "term_deck", "change_batch"]))
        // Migrating an up-to-date store again changes nothing.
        _ = try VocabularyStore(database: queue)
    }

    @Test func storeFromANewerReaderIsRefused() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("v.sqlite")
        let store = try VocabularyStore(path: path)
        try store.database.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9-from-the-future')") }
        #expect(throws: StoreError.newerSchema(path: path, unknownMigrations: ["v9-from-the-future"])) {
            try VocabularyStore(path: path)
        }
        #expect(throws: StoreError.newerSchema(path: path, unknownMigrations: ["v9-from-the-future"])) {
            try VocabularyStore(path: path, access: .readOnly)
        }
    }

    @Test(arguments: [
        "hello, this is a text file\n",
        "SQLite format 2\0 but not really",
        String(repeating: "\u{7}", count: 5000),
    ])
    func nonDatabaseFileIsRefusedAndLeftUntouched(content: String) throws {
        let folder = try TemporaryFolder()
        let path = folder.path("vocabulary.sqlite")
        try Data(content.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.corrupt(path: path)) { try VocabularyStore(path: path) }
        #expect(throws: StoreError.corrupt(path: path)) { try VocabularyStore(path: path, access: .readOnly) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(content.utf8))
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func damagedDatabaseIsReportedAsCorrupt() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("vocabulary.sqlite")
        try VocabularyStore(path: path).seed((1...2000).map { term("word\($0)") }, at: storeTestDate)
        // Keep SQLite's header, wreck the pages after it.
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        for index in 100..<bytes.count { bytes[index] = 0xA5 }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        try? FileManager.default.removeItem(atPath: path + "-wal")
        try? FileManager.default.removeItem(atPath: path + "-shm")
        #expect(throws: StoreError.corrupt(path: path)) { try VocabularyStore(path: path, access: .readOnly).snapshot() }
    }

    @Test func otherProgramsDatabaseIsRefusedAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("other.sqlite")
        try DatabaseQueue(path: path).write { try $0.execute(sql: "CREATE TABLE recipes (name TEXT)") }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreError.foreignDatabase(path: path)) { try VocabularyStore(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func readOnlyAccessReadsButRefusesWrites() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("vocabulary.sqlite")
        try VocabularyStore(path: path).setStatus(.known, of: term("run"), at: storeTestDate)
        let store = try VocabularyStore(path: path, access: .readOnly)
        #expect(try store.snapshot().lemmas == ["run": .known])
        #expect(throws: StoreError.readOnly(path: path)) { try store.setStatus(.known, of: term("walk"), at: storeTestDate) }
        #expect(throws: StoreError.readOnly(path: path)) { try store.setSetting(.level, to: "A1", at: storeTestDate) }
    }

    @Test func missingStoreReadsAsEmptyWithoutCreatingAFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("absent/vocabulary.sqlite")
        let store = try VocabularyStore(path: path, access: .readOnly)
        #expect(try store.snapshot() == .empty)
        #expect(!FileManager.default.fileExists(atPath: folder.path("absent")))
    }

    @Test func emptyFileBecomesAStore() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("vocabulary.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        try VocabularyStore(path: path).setStatus(.known, of: term("run"), at: storeTestDate)
        #expect(try VocabularyStore(path: path, access: .readOnly).snapshot().lemmas == ["run": .known])
    }

    @Test func directoryAtTheStorePathIsRefused() throws {
        let folder = try TemporaryFolder()
        #expect(throws: StoreError.cannotCreate(path: folder.url.path, reason: "it is a directory")) {
            try VocabularyStore(path: folder.url.path)
        }
    }

    /// Runs `body` while `holder` keeps the write lock from another thread;
    /// the lock goes after `seconds`, or once `body` is done when nil.
    static func whileLocked(by holder: VocabularyStore, releasingAfter seconds: Double?, _ body: () throws -> Void) throws {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            try? holder.database.write { db in
                try db.execute(sql: "INSERT INTO setting (key, value) VALUES ('hold', 'x')")
                started.signal()
                _ = release.wait(timeout: seconds.map { .now() + $0 } ?? .distantFuture)
            }
            done.signal()
        }
        started.wait()
        defer {
            release.signal()
            done.wait()
        }
        try body()
    }

    @Test func writerWaitsForAnotherConnectionsTransaction() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("vocabulary.sqlite")
        let first = try VocabularyStore(path: path)
        let second = try VocabularyStore(path: path, busyTimeout: 5)
        // The lock is held for 200 ms, well within the busy timeout.
        try Self.whileLocked(by: first, releasingAfter: 0.2) { try second.setStatus(.known, of: term("run"), at: storeTestDate) }
        #expect(try first.status(of: term("run")) == .known)
    }

    @Test func writerGivesUpWithBusyAfterItsTimeout() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("vocabulary.sqlite")
        let first = try VocabularyStore(path: path)
        let second = try VocabularyStore(path: path, busyTimeout: 0.05)
        try Self.whileLocked(by: first, releasingAfter: nil) {
            #expect(throws: StoreError.busy(path: path)) { try second.setStatus(.known, of: term("run"), at: storeTestDate) }
        }
    }
}
