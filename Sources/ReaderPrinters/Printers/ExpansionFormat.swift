import ReaderCore

/// Output formats of `reader expand`.
public enum ExpansionFormat: String, Sendable, CaseIterable {
    /// One JSON object (an array with --taps).
    case json
    /// One JSON object per line.
    case jsonl
    /// One tab-separated line per tap: start, end, text, lemma, source, score.
    case text
}
