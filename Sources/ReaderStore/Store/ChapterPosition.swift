import Foundation
import GRDB
import ReaderCore

/// Where the learner left one chapter of a book (`reader open`), so that going back to the chapter
/// resumes there. Keyed by the book's absolute path and the chapter's number (`0` is the text
/// before the first heading, then 1, 2, ... as `reader score --by-chapter` numbers them).
public struct ChapterPosition: Sendable, Equatable, Codable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "chapter_position"

    public enum Columns {
        static let path = Column(CodingKeys.path)
        static let chapter = Column(CodingKeys.chapter)
    }

    public var path: String
    public var chapter: Int
    /// UTF-8 byte offset of the word under the cursor, in the whole extracted text.
    public var offset: Int
    public var updatedAt: Date

    enum CodingKeys: String, CodingKey {
        case path
        case chapter
        case offset
        case updatedAt = "updated_at"
    }

    public init(path: String, chapter: Int, offset: Int, updatedAt: Date) {
        self.path = path
        self.chapter = chapter
        self.offset = offset
        self.updatedAt = updatedAt
    }

    /// Seconds since 1970, as every date of the store.
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSince1970 }
    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSince1970 }
}
