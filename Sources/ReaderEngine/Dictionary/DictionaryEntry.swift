/// What the dictionary knows about a term: meanings, pronunciation, frequency
/// and level. Built by `EnglishDictionary.entry(for:lemma:partOfSpeech:)`.
public struct DictionaryEntry: Sendable, Equatable {
    /// As asked or as written in the text.
    public var term: String
    /// The lemma or lemma sequence the senses belong to.
    public var lemma: String
    /// IPA transcriptions, CMUdict's order (several when the word has several: `record`).
    public var ipa: [String]
    /// Most useful first: the part of speech from context first, then by WordNet frequency.
    public var senses: [Sense]
    /// Set when a phrase has no senses of its own and these are its head word's.
    public var sensesOf: String?
    public var rank: Int?
    public var cefr: CEFRLevel?

    public var badge: FrequencyBadge { FrequencyBadge(rank: rank) }

    public init(term: String, lemma: String, ipa: [String], senses: [Sense], sensesOf: String?, rank: Int?, cefr: CEFRLevel?) {
        self.term = term
        self.lemma = lemma
        self.ipa = ipa
        self.senses = senses
        self.sensesOf = sensesOf
        self.rank = rank
        self.cefr = cefr
    }
}

/// One WordNet sense of a lemma.
public struct Sense: Sendable, Equatable {
    public var partOfSpeech: PartOfSpeech
    public var gloss: String
    public var examples: [String]
    /// The other words of the synset (the lemma itself left out).
    public var synonyms: [String]
    /// How often the sense was tagged in WordNet's corpus (`cntlist.rev`).
    public var tagCount: Int

    public init(partOfSpeech: PartOfSpeech, gloss: String, examples: [String], synonyms: [String], tagCount: Int) {
        self.partOfSpeech = partOfSpeech
        self.gloss = gloss
        self.examples = examples
        self.synonyms = synonyms
        self.tagCount = tagCount
    }
}

extension PartOfSpeech {
    /// The short names of the dictionary's JSON (`noun|verb|adj|adv`).
    public var dictionaryName: String {
        switch self {
        case .noun: "noun"
        case .verb, .auxiliary: "verb"
        case .adjective: "adj"
        case .adverb: "adv"
        }
    }
}
