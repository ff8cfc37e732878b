import ReaderCore

/// Output formats of `reader stats`.
public enum StatsFormat: String, Sendable, CaseIterable {
    case text
    case json
}
