import Foundation
import GRDB
import ReaderCore

/// Where the learner stopped reading a file (`reader open`), so the next
/// `open` starts there. Keyed by the file's absolute path.
public struct ReadingPosition: Sendable, Equatable, Codable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "reading_position"

    public enum Columns {
        static let path = Column(CodingKeys.path)
        static let offset = Column(CodingKeys.offset)
        static let updatedAt = Column(CodingKeys.updatedAt)
    }

    public var path: String
    /// UTF-8 byte offset of the word under the cursor.
    public var offset: Int
    public var updatedAt: Date

    enum CodingKeys: String, CodingKey {
        case path
        case offset
        case updatedAt = "updated_at"
    }

    public init(path: String, offset: Int, updatedAt: Date) {
        self.path = path
        self.offset = offset
        self.updatedAt = updatedAt
    }

    /// Seconds since 1970, as every date of the store.
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSince1970 }
    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSince1970 }
}

extension VocabularyStore {
    /// The position saved for `path`, nil if the file was never opened.
    public func readingPosition(of path: String) throws -> ReadingPosition? {
        try read { db in try ReadingPosition.filter(ReadingPosition.Columns.path == path).fetchOne(db) }
    }

    /// The positions saved for the chapters of `path`, by chapter number.
    public func chapterPositions(of path: String) throws -> [ChapterPosition] {
        try read { db in
            try ChapterPosition.filter(ChapterPosition.Columns.path == path).order(ChapterPosition.Columns.chapter).fetchAll(db)
        }
    }

    /// Saves (or replaces) the position of a file and those of its chapters (chapter number to
    /// offset), at the file's time, in one transaction; the tables' CHECKs refuse an empty path,
    /// a negative chapter or offset.
    public func saveReadingPosition(_ position: ReadingPosition, chapters: [Int: Int] = [:]) throws {
        try StorableText.check(["path": position.path])
        try write { db in
            try position.upsert(db)
            for (chapter, offset) in chapters.sorted(by: { $0.key < $1.key }) {
                try ChapterPosition(path: position.path, chapter: chapter, offset: offset, updatedAt: position.updatedAt).upsert(db)
            }
        }
    }
}
