import Foundation
import GRDB
@testable import ReaderEngine
import Testing

/// Reading positions (`reader open`), on a fresh in-memory store per test.
struct StoreReadingPositionTests {
    @Test func positionIsSavedReplacedAndReadBack() throws {
        let store = try VocabularyStore.inMemory()
        // Given a file never opened
        #expect(try store.readingPosition(of: "/books/emma.txt") == nil)
        // When its position is saved twice
        try store.saveReadingPosition(ReadingPosition(path: "/books/emma.txt", offset: 120, updatedAt: storeTestDate))
        try store.saveReadingPosition(ReadingPosition(path: "/books/emma.txt", offset: 4_096, updatedAt: storeTestDate))
        try store.saveReadingPosition(ReadingPosition(path: "/books/persuasion.txt", offset: 7, updatedAt: storeTestDate))
        // Then the last one is kept, per file
        #expect(try store.readingPosition(of: "/books/emma.txt") == ReadingPosition(path: "/books/emma.txt", offset: 4_096,
                                                                                    updatedAt: storeTestDate))
        #expect(try store.readingPosition(of: "/books/persuasion.txt")?.offset == 7)
    }

    @Test func datesAreSecondsSince1970AndTheTableRefusesBadRows() throws {
        let queue = try DatabaseQueue()
        let store = try VocabularyStore(database: queue)
        try store.saveReadingPosition(ReadingPosition(path: "/a.txt", offset: 3, updatedAt: storeTestDate))
        let stored = try queue.read { try Double.fetchOne($0, sql: "SELECT updated_at FROM reading_position") }
        #expect(stored == 1_750_000_000)
        #expect(throws: StoreError.self) { try store.saveReadingPosition(ReadingPosition(path: "/a.txt", offset: -1, updatedAt: storeTestDate)) }
        #expect(throws: StoreError.self) { try store.saveReadingPosition(ReadingPosition(path: "", offset: 0, updatedAt: storeTestDate)) }
    }

    @Test func migrationIsRegisteredAfterTheFirst() throws {
        let queue = try DatabaseQueue()
        _ = try VocabularyStore(database: queue)
        let applied = try queue.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") }
        #expect(applied == ["v1-terms-forms-captures", "v2-review", "v3-reading-position", "v4-capture-batch", "v5-setting-time"])
    }
}
