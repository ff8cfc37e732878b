/// How `batch` orders its records.
public enum ReportSort: String, Sendable, CaseIterable {
    /// Easiest first (lowest level_score).
    case level
    /// Most known first (highest known_coverage).
    case known
    /// By path.
    case name

    /// Sorts with path, then chapter, as the tie-breaker, so output never depends on thread timing.
    public func sorted(_ inputs: [ScoredInput]) -> [ScoredInput] {
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
