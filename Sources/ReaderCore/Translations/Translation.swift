/// Words of the learner's language for one sense (or, word-level, for the English word).
public struct Translation: Sendable, Equatable {
    /// At most three, in the source's own order.
    public var words: [String]
    /// The source's id in `translations/sources.tsv` (`omw-fra`, `wikt-spa`, `freedict-eng-deu`).
    public var source: String
    /// True when the words translate this very sense (a wordnet linked to WordNet's synset);
    /// false for a word-level dictionary, which translates the word whatever its sense.
    public var senseMatched: Bool

    public init(words: [String], source: String, senseMatched: Bool) {
        self.words = words
        self.source = source
        self.senseMatched = senseMatched
    }
}

/// What a card says in the learner's language about the sense it leads with.
public enum CardTranslation: Sendable, Equatable {
    /// The chosen sense's own words.
    case sense(Translation, NativeLanguage)
    /// The chosen sense has none; a word-level dictionary's words for the English word, shown as such.
    case wordLevel(Translation, NativeLanguage)
    /// Neither: the card says so rather than show another sense's words.
    case missing(NativeLanguage)

    public var language: NativeLanguage {
        switch self {
        case .sense(_, let language), .wordLevel(_, let language), .missing(let language): language
        }
    }

    public var translation: Translation? {
        switch self {
        case .sense(let translation, _), .wordLevel(let translation, _): translation
        case .missing: nil
        }
    }
}
