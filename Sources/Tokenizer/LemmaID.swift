/// A lemma: an entry of the `LemmaLexicon`, or one of the markers for tokens
/// whose lemma is spelled by their own text.
public struct LemmaID: Hashable, Sendable, Comparable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Not a word (punctuation, numbers, spaces...).
    public static let none = LemmaID(rawValue: .max)
    /// An unknown word: its lemma is its own text lower-cased.
    public static let lowercasedSurface = LemmaID(rawValue: .max - 1)
    /// A name: its lemma is its own text as written.
    public static let surface = LemmaID(rawValue: .max - 2)
    /// A plural noun the lexicon does not know ("empanadas"): its lemma is its own text lower-cased without
    /// the final "s" (UD's singular lemma of a plural, NNS).
    public static let lowercasedSingular = inflected(dropping: 1, adding: .nothing)

    /// What an unknown inflected word's lemma adds to its stem ("hoverflies": "hoverfl" + "y").
    public enum Ending: UInt32, CaseIterable, Sendable {
        case nothing, e, y, f

        /// The ending's spelling, or nil for one no marker spells.
        public init?(spelling: Substring) {
            switch spelling {
            case "": self = .nothing
            case "e": self = .e
            case "y": self = .y
            case "f": self = .f
            default: return nil
            }
        }

        var byte: UInt8? {
            switch self {
            case .nothing: nil
            case .e: UInt8(ascii: "e")
            case .y: UInt8(ascii: "y")
            case .f: UInt8(ascii: "f")
            }
        }
    }

    /// The most bytes an inflected marker drops ("vlogging" -> "vlog": 4).
    public static let maxDropped = 4
    private static let inflectedBase = UInt32.max - 3
    private static let lowestMarker = inflectedBase - UInt32(maxDropped * Ending.allCases.count - 1)

    /// An unknown inflected word ("unfriended", "hoverflies"): its lemma is its own text lower-cased, less its
    /// last `dropped` bytes (1 to `maxDropped`), plus `ending`.
    public static func inflected(dropping dropped: Int, adding ending: Ending) -> LemmaID {
        precondition((1...maxDropped).contains(dropped))
        return LemmaID(rawValue: inflectedBase - UInt32((dropped - 1) * Ending.allCases.count) - ending.rawValue)
    }

    /// True for an entry of the lexicon (as opposed to the markers).
    public var isLexiconEntry: Bool { rawValue < LemmaID.lowestMarker }

    /// True for a marker whose lemma the token's own text spells: a name, an unknown word, an unknown inflected word.
    public var isSpelledByToken: Bool { self != .none && !isLexiconEntry }

    /// (bytes dropped, ending) of an inflected marker; nil for the others.
    private var inflection: (dropped: Int, ending: Ending)? {
        guard rawValue >= LemmaID.lowestMarker, rawValue <= LemmaID.inflectedBase else { return nil }
        let offset = Int(LemmaID.inflectedBase - rawValue)
        return (offset / Ending.allCases.count + 1, Ending(rawValue: UInt32(offset % Ending.allCases.count))!)
    }

    /// The bytes of a token's own text that spell this marker lemma, before its ending (`withSpelling`): all of
    /// them, but the inflection an inflected marker drops.
    public func spelling(of token: Token) -> Range<Int> {
        Int(token.start)..<(Int(token.end) - (inflection?.dropped ?? 0))
    }

    /// Calls `body` with the bytes that spell this marker lemma for `token` of `bytes` (as written: callers
    /// lower-case). No allocation but for a marker that adds an ending.
    public func withSpelling<R>(of token: Token, in bytes: UnsafeBufferPointer<UInt8>,
                                _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let stem = UnsafeBufferPointer(rebasing: bytes[spelling(of: token)])
        guard let ending = inflection?.ending.byte else { return try body(stem) }
        return try (Array(stem) + [ending]).withUnsafeBufferPointer(body)
    }

    public static func < (lhs: LemmaID, rhs: LemmaID) -> Bool { lhs.rawValue < rhs.rawValue }
}
