import Foundation
import GRDB
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore
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
        #expect(applied == ["v1-terms-forms-captures", "v2-review", "v3-reading-position", "v4-capture-batch", "v5-setting-time",
                            "v6-chapter-position", "v7-batch-summary"])
    }

    /// Issue 30: a book's chapters keep their own positions, saved with the book's.
    @Test func chapterPositionsAreSavedWithTheBookAndReplacedPerChapter() throws {
        let store = try VocabularyStore.inMemory()
        #expect(try store.chapterPositions(of: "/books/two.epub") == [])
        try store.saveReadingPosition(ReadingPosition(path: "/books/two.epub", offset: 900, updatedAt: storeTestDate),
                                      chapters: [2: 900, 1: 40])
        try store.saveReadingPosition(ReadingPosition(path: "/books/two.epub", offset: 1_500, updatedAt: storeTestDate + 60),
                                      chapters: [3: 1_500])
        try store.saveReadingPosition(ReadingPosition(path: "/books/other.epub", offset: 7, updatedAt: storeTestDate), chapters: [1: 7])
        #expect(try store.readingPosition(of: "/books/two.epub")?.offset == 1_500)
        #expect(try store.chapterPositions(of: "/books/two.epub") == [
            ChapterPosition(path: "/books/two.epub", chapter: 1, offset: 40, updatedAt: storeTestDate),
            ChapterPosition(path: "/books/two.epub", chapter: 2, offset: 900, updatedAt: storeTestDate),
            ChapterPosition(path: "/books/two.epub", chapter: 3, offset: 1_500, updatedAt: storeTestDate + 60),
        ])
        #expect(throws: StoreError.self) {
            try store.saveReadingPosition(ReadingPosition(path: "/books/two.epub", offset: 1, updatedAt: storeTestDate), chapters: [-1: 1])
        }
        #expect(try store.chapterPositions(of: "/books/two.epub").count == 3)
    }

    /// Issue 30: a backup holds the chapter positions (`chapter` set), restoring gives them back, and
    /// a merge keeps the later of two.
    @Test func chapterPositionsGoIntoTheBackupAndTheLaterWinsAMerge() throws {
        let store = try VocabularyStore.inMemory()
        try store.saveReadingPosition(ReadingPosition(path: "/b.epub", offset: 900, updatedAt: storeTestDate), chapters: [1: 40, 2: 900])
        let backup = try store.backup()
        #expect(backup.positions == [
            .init(path: "/b.epub", offset: 900, updated: storeTestDate),
            .init(path: "/b.epub", chapter: 1, offset: 40, updated: storeTestDate),
            .init(path: "/b.epub", chapter: 2, offset: 900, updated: storeTestDate),
        ])
        let encoded = String(decoding: try backup.encoded(), as: UTF8.self)
        #expect(encoded.contains(#""chapter" : 1,"#))
        let restored = try VocabularyStore.inMemory()
        try restored.merge(VocabularyBackup.decode(try backup.encoded()))
        #expect(try restored.backup().encoded() == backup.encoded())
        try restored.saveReadingPosition(ReadingPosition(path: "/b.epub", offset: 950, updatedAt: storeTestDate + 60), chapters: [2: 950])
        try restored.merge(backup)
        #expect(try restored.chapterPositions(of: "/b.epub").map(\.offset) == [40, 950])
        var negative = backup
        negative.positions[1].chapter = -2
        #expect(throws: StoreError.self) { try VocabularyStore.inMemory().merge(negative) }
    }
}
