/// A learner's status for a term (word lemma or phrase).
public enum WordStatus: String, Sendable, CaseIterable, Codable, Comparable {
    case new
    case learning
    case known
    case ignored

    /// Shown highlighted in the reader.
    public var isHighlighted: Bool { self == .new || self == .learning }

    /// Counts as understood when measuring coverage.
    public var countsAsKnown: Bool { self == .known || self == .ignored }

    private var order: Int {
        switch self {
        case .new: 0
        case .learning: 1
        case .known: 2
        case .ignored: 3
        }
    }

    public static func < (lhs: WordStatus, rhs: WordStatus) -> Bool { lhs.order < rhs.order }
}
