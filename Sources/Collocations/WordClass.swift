import Tokenizer

/// Closed-class roles that decide which words may anchor a phrase: a phrase
/// needs at least one content word, and never starts or ends on an article,
/// pronoun or auxiliary.
public struct WordClass: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let article = WordClass(rawValue: 1 << 0)
    public static let determiner = WordClass(rawValue: 1 << 1)
    public static let pronoun = WordClass(rawValue: 1 << 2)
    public static let auxiliary = WordClass(rawValue: 1 << 3)
    public static let preposition = WordClass(rawValue: 1 << 4)
    public static let conjunction = WordClass(rawValue: 1 << 5)
    /// Adverbial particles of phrasal verbs ("give up", "turn it off").
    public static let particle = WordClass(rawValue: 1 << 6)

    /// Words that carry no meaning of their own in a phrase.
    public static let function: WordClass = [.article, .determiner, .pronoun, .auxiliary, .preposition, .conjunction, .particle]
    /// Words no phrase starts or ends with.
    public static let neverAtEdge: WordClass = [.article, .determiner, .pronoun, .auxiliary, .conjunction]

    public var isContent: Bool { isDisjoint(with: .function) }
}

/// The word class of every lexicon entry, indexed by lemma id (markers are
/// treated as content: names and unknown words are never function words), from
/// the lexicon's closed-class table; and that table's words as `PhraseTable` hashes.
public struct WordClassTable: Sendable {
    private var classes: [WordClass]
    let words: ClosedWordHashes

    public init(lexicon: LemmaLexicon) {
        var classes = Array(repeating: WordClass(), count: lexicon.count)
        let closedClasses = lexicon.closedClasses
        for (word, wordClasses) in closedClasses.rows {
            let wordClass = WordClass(wordClasses.compactMap(WordClass.init(phraseClass:)))
            if !wordClass.isEmpty, let id = lexicon.id(of: word), id.isLexiconEntry, Int(id.rawValue) < classes.count {
                classes[Int(id.rawValue)].formUnion(wordClass)
            }
        }
        self.classes = classes
        words = ClosedWordHashes(closedClasses)
    }

    @inline(__always)
    public subscript(id: UInt32) -> WordClass {
        Int(id) < classes.count ? classes[Int(id)] : []
    }
}

extension WordClass {
    /// The phrase class a closed class is, if it is one.
    init?(phraseClass: ClosedClass) {
        switch phraseClass {
        case .article: self = .article
        case .phraseDeterminer: self = .determiner
        case .phrasePronoun: self = .pronoun
        case .phraseAuxiliary: self = .auxiliary
        case .phrasePreposition: self = .preposition
        case .phraseConjunction: self = .conjunction
        case .particle: self = .particle
        default: return nil
        }
    }
}
