import ReaderEngine

/// A chapter of a document scored on its own (`--by-chapter`): its number (`DocumentChapter`) and title.
struct ScoredChapter: Equatable {
    let index: Int
    let title: String
}

/// The report for an input, or for one chapter of it (`--by-chapter`).
struct ChapterReport {
    /// nil: the whole input (plain text, or a document without sections).
    let chapter: ScoredChapter?
    let report: DifficultyReport
}

/// One scored input: its name (a path, or a `--stdin-jsonl` id), its chapter
/// when scored by chapter, and its report.
struct ScoredInput {
    let name: String
    var chapter: ScoredChapter? = nil
    let report: DifficultyReport

    /// The name with its chapter, as the table shows it: `book.epub#2 Pride and Prejudice`.
    var displayName: String {
        guard let chapter else { return name }
        return "\(name)#\(chapter.index) \(chapter.title)"
    }
}

/// How `batch` orders its records.
enum ReportSort: String, CaseIterable {
    /// Easiest first (lowest level_score).
    case level
    /// Most known first (highest known_coverage).
    case known
    /// By path.
    case name

    /// Sorts with path, then chapter, as the tie-breaker, so output never depends on thread timing.
    func sorted(_ inputs: [ScoredInput]) -> [ScoredInput] {
        inputs.sorted { a, b in
            switch self {
            case .level where a.report.levelScore != b.report.levelScore:
                return a.report.levelScore < b.report.levelScore
            case .known where a.report.knownCoverage != b.report.knownCoverage:
                return a.report.knownCoverage > b.report.knownCoverage
            default:
                if a.name != b.name { return a.name < b.name }
                return (a.chapter?.index ?? 0) < (b.chapter?.index ?? 0)
            }
        }
    }
}
