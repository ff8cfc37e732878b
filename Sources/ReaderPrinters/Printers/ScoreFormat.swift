import ReaderCore

/// Output formats of `score` and `batch`.
public enum ScoreFormat: String, Sendable, CaseIterable {
    case table
    case json
    case jsonl
    case csv
}
