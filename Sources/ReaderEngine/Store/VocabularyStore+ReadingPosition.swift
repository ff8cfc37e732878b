import Foundation
import GRDB

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

    /// Saves (or replaces) the position of a file; the table's CHECKs refuse an empty path or a negative offset.
    public func saveReadingPosition(_ position: ReadingPosition) throws {
        try StorableText.check(["path": position.path])
        try write { db in try position.upsert(db) }
    }
}
