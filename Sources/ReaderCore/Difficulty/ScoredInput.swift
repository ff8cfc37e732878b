/// A chapter of a document scored on its own (`--by-chapter`): its number (`DocumentChapter`) and title.
public struct ScoredChapter: Sendable, Equatable {
    public let index: Int
    public let title: String

    public init(index: Int, title: String) {
        self.index = index
        self.title = title
    }
}

/// The report for an input, or for one chapter of it (`--by-chapter`).
public struct ChapterReport: Sendable {
    /// nil: the whole input (plain text, or a document without sections).
    public let chapter: ScoredChapter?
    public let report: DifficultyReport

    public init(chapter: ScoredChapter?, report: DifficultyReport) {
        self.chapter = chapter
        self.report = report
    }
}

/// One scored input, as the score printers take it: its name (a path, or a
/// `--stdin-jsonl` id), its chapter when scored by chapter, and its report.
public struct ScoredInput: Sendable {
    public let name: String
    public var chapter: ScoredChapter?
    public let report: DifficultyReport

    public init(name: String, chapter: ScoredChapter? = nil, report: DifficultyReport) {
        self.name = name
        self.chapter = chapter
        self.report = report
    }

    /// The name with its chapter, as the table shows it: `book.epub#2 Pride and Prejudice`.
    public var displayName: String {
        guard let chapter else { return name }
        return "\(name)#\(chapter.index) \(chapter.title)"
    }
}
