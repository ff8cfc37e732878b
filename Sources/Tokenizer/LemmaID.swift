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
    public static let lowercasedSingular = LemmaID(rawValue: .max - 3)

    /// True for an entry of the lexicon (as opposed to the markers).
    public var isLexiconEntry: Bool { rawValue < LemmaID.lowercasedSingular.rawValue }

    /// The bytes of a token's own text that spell this marker lemma: all of them, but the plural's "s" for
    /// `lowercasedSingular`.
    public func spelling(of token: Token) -> Range<Int> {
        Int(token.start)..<(Int(token.end) - (self == .lowercasedSingular ? 1 : 0))
    }

    public static func < (lhs: LemmaID, rhs: LemmaID) -> Bool { lhs.rawValue < rhs.rawValue }
}
