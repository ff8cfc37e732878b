/// A lemma: an entry of the `LemmaLexicon`, or one of three markers for tokens
/// whose lemma is their own text.
public struct LemmaID: Hashable, Sendable, Comparable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Not a word (punctuation, numbers, spaces...).
    public static let none = LemmaID(rawValue: .max)
    /// An unknown word: its lemma is its own text lower-cased.
    public static let lowercasedSurface = LemmaID(rawValue: .max - 1)
    /// A name: its lemma is its own text as written.
    public static let surface = LemmaID(rawValue: .max - 2)

    /// True for an entry of the lexicon (as opposed to the markers).
    public var isLexiconEntry: Bool { rawValue < LemmaID.surface.rawValue }

    public static func < (lhs: LemmaID, rhs: LemmaID) -> Bool { lhs.rawValue < rhs.rawValue }
}
