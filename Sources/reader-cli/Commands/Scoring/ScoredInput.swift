import ReaderEngine

/// One scored input: its name (a path, or a `--stdin-jsonl` id) and its report.
struct ScoredInput {
    let name: String
    let report: DifficultyReport
}

/// How `batch` orders its records.
enum ReportSort: String, CaseIterable {
    /// Easiest first (lowest level_score).
    case level
    /// Most known first (highest known_coverage).
    case known
    /// By path.
    case name

    /// Sorts with path as the tie-breaker, so output never depends on thread timing.
    func sorted(_ inputs: [ScoredInput]) -> [ScoredInput] {
        inputs.sorted { a, b in
            switch self {
            case .level where a.report.levelScore != b.report.levelScore:
                return a.report.levelScore < b.report.levelScore
            case .known where a.report.knownCoverage != b.report.knownCoverage:
                return a.report.knownCoverage > b.report.knownCoverage
            default:
                return a.name < b.name
            }
        }
    }
}
