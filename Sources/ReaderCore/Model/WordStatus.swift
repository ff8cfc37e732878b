/// A learner's status for a term (word lemma or phrase).
///
/// The one encoding of a status: its name (`rawValue`, "known") is what the
/// store, exports, JSON and the command line use; `code` packs it in a byte
/// for the annotator's and scorer's per-lemma tables. Nothing else spells a
/// status another way.
public enum WordStatus: String, Sendable, CaseIterable, Codable, Comparable {
    case new
    case learning
    case known
    case ignored

    /// Shown highlighted in the reader.
    public var isHighlighted: Bool { self == .new || self == .learning }

    /// Counts as understood when measuring coverage.
    public var countsAsKnown: Bool { self == .known || self == .ignored }

    /// One byte, 1...4 in the order of `allCases`; 0 is left for "not in the vocabulary".
    @inline(__always)
    public var code: UInt8 {
        switch self {
        case .new: 1
        case .learning: 2
        case .known: 3
        case .ignored: 4
        }
    }

    /// The status packed as `code`; nil for 0 ("absent") or any other byte.
    @inline(__always)
    public init?(code: UInt8) {
        switch code {
        case 1: self = .new
        case 2: self = .learning
        case 3: self = .known
        case 4: self = .ignored
        default: return nil
        }
    }

    public static func < (lhs: WordStatus, rhs: WordStatus) -> Bool { lhs.code < rhs.code }
}
