import GRDB
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// One encoding of a status (issue 10, item 3): its name in the store and in
/// every export, its byte code in the packed per-lemma tables, and an unknown
/// stored name is an error, never a silent `.new`.
@Suite("Store: status encoding")
struct StoreStatusEncodingTests {
    @Test(arguments: [(WordStatus.new, UInt8(1), "new"), (.learning, 2, "learning"), (.known, 3, "known"), (.ignored, 4, "ignored")])
    func eachStatusHasOneCodeAndOneStoredName(status: WordStatus, code: UInt8, name: String) throws {
        #expect(status.code == code)
        #expect(WordStatus(code: code) == status)
        let store = try VocabularyStore.inMemory()
        try store.setStatus(status, of: term("run"), at: storeTestDate)
        // Then the row holds the name, bound as an argument
        let stored = try store.database.read { try String.fetchOne($0, sql: "SELECT status FROM term") }
        #expect(stored == name)
        #expect(try store.status(of: term("run")) == status)
    }

    @Test(arguments: [UInt8(0), 5, 255])
    func otherBytesAreNoStatus(code: UInt8) {
        #expect(WordStatus(code: code) == nil)
    }

    @Test func statusesSortInTheirCodeOrder() {
        #expect(WordStatus.allCases.shuffled().sorted() == [.new, .learning, .known, .ignored])
    }

    /// A store changed behind reader's back: CHECK constraints switched off, a
    /// status no reader writes. Every read that meets it fails with one message.
    static let reads: [(String, @Sendable (VocabularyStore) throws -> Void)] = [
        ("snapshot", { _ = try $0.snapshot() }),
        ("status(of:)", { _ = try $0.status(of: term("run")) }),
        ("forEachEntry", { try $0.forEachEntry { _ in } }),
        ("countsByStatus", { _ = try $0.countsByStatus() }),
        ("statistics", { _ = try $0.statistics(now: storeTestDate, timeZone: .gmt) }),
        ("backup", { _ = try $0.backup() }),
        ("setStatus", { try $0.setStatus(.known, of: term("run"), at: storeTestDate) }),
    ]

    @Test(arguments: reads.map(\.0))
    func anUnknownStoredStatusIsAnError(read: String) throws {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(.learning, of: term("run"), at: storeTestDate)
        try store.database.write { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON; UPDATE term SET status = 'mastered'")
        }
        let body = try #require(Self.reads.first { $0.0 == read }?.1)
        // Then
        #expect(throws: StoreError.unreadable(path: ":memory:", reason: "term.status holds 'mastered', not one of new, learning, known, ignored")) {
            try body(store)
        }
        #expect(StoreError.unreadable(path: "/tmp/v.sqlite", reason: "term.status holds 'mastered', not one of new, learning, known, ignored")
            .description == "/tmp/v.sqlite holds data reader does not write (term.status holds 'mastered', not one of new, learning, known, ignored); it was left untouched")
    }

    @Test func anUnknownFormStatusIsAnErrorInTheSnapshot() throws {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(.known, ofForm: "data", lemma: "datum", at: storeTestDate)
        try store.database.write { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON; UPDATE form_override SET status = 'Known'")
        }
        #expect(throws: StoreError.unreadable(path: ":memory:", reason: "form_override.status holds 'Known', not one of new, learning, known, ignored")) {
            try store.snapshot()
        }
    }

    @Test func anUnknownChangeOriginIsAnErrorInTheBackup() throws {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(.known, of: term("run"), at: storeTestDate)
        try store.database.write { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON; UPDATE status_change SET origin = 'sync'")
        }
        #expect(throws: StoreError.unreadable(path: ":memory:", reason: "status_change.origin holds 'sync', not one of mark, capture, seed, import, review, finish, undo")) {
            try store.backup()
        }
    }
}
