/// What a token is. Raw values are the names used in `reader tokens` output.
public enum TokenKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    case word
    case number
    case punct
    case space
    case symbol
    case url
    case email
    case other

    public var name: String { "\(staticName)" }

    /// The name as static bytes, for writers that must not allocate.
    public var staticName: StaticString {
        switch self {
        case .word: "word"
        case .number: "number"
        case .punct: "punct"
        case .space: "space"
        case .symbol: "symbol"
        case .url: "url"
        case .email: "email"
        case .other: "other"
        }
    }

    public var description: String { name }

    /// Words are the only tokens a learner can know or not know.
    public var isWord: Bool { self == .word }
}

/// Which rule produced a token, as `Tokenizer.explain` reports it.
public enum TokenRule: UInt8, Sendable, CustomStringConvertible {
    /// A segment exactly as ICU's word break iterator found it.
    case icu
    /// A clitic split off a word: "do|n't", "it|'s", "gon|na".
    case contraction
    /// A word joined with its final period: "Mr.", "U.S.", "e.g.".
    case abbreviation
    /// The bare apostrophe of a plural possessive: "students|'".
    case possessive
    /// Several ICU segments joined into one link.
    case url
    case email
    /// Emphasis underscores split off a word: "_|very|_".
    case markup

    public var description: String {
        switch self {
        case .icu: "ICU"
        case .contraction: "CONTRACTION"
        case .abbreviation: "ABBREVIATION"
        case .possessive: "POSSESSIVE"
        case .url: "URL_MATCH"
        case .email: "EMAIL_MATCH"
        case .markup: "MARKUP"
        }
    }
}
