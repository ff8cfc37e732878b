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
    /// The learner's language, when the dictionary speaks one (each sense then has its `translation`).
    public var nativeLanguage: NativeLanguage?
    /// A word-level dictionary's words for the lemma, for a chosen sense the wordnets lack.
    public var wordLevelTranslation: Translation?

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
    /// WordNet's sense key (`bank%1:14:00::`), the id SemCor tags with; empty when unknown.
    public var key: String
    /// Its synset's id (`n08420278`), which the translations are keyed by; empty when unknown.
    public var synset = ""
    /// The synset's words in the learner's language, when the dictionary speaks one and its wordnets have them.
    public var translation: Translation?
    /// Its number among the lemma's senses of its part of speech (1 = most tagged).
    public var number: Int
    /// Whether the sentence's context chose it (the sense model), rather than frequency alone.
    public var chosenInContext = false
    /// Whether its synset writes the lemma capitalised (`March` the month, `Turkey` the country): the
    /// senses a capitalised word inside a sentence means.
    public var writtenCapitalised = false

    public init(partOfSpeech: PartOfSpeech, gloss: String, examples: [String], synonyms: [String], tagCount: Int,
                key: String = "", number: Int = 0) {
        self.partOfSpeech = partOfSpeech
        self.gloss = gloss
        self.examples = examples
        self.synonyms = synonyms
        self.tagCount = tagCount
        self.key = key
        self.number = number
    }

    /// The sense model's name for it: WordNet's part-of-speech letter and its number (`n3`).
    var name: String { partOfSpeech.wordNetLetter + String(number) }

    /// A person SemCor never tagged (Warren Burger, Josephine Baker): a capitalised word in a text is rarely
    /// that one (God and Christ, tagged, are).
    var isUnattestedPerson: Bool { tagCount == 0 && lexicographerFile == "18" }

    /// The number of its lexicographer file, the sense key's second field (`bank%1:14:00::`: `14`, `noun.group`).
    var lexicographerFile: Substring? {
        key.split(separator: "%").dropFirst().first?.split(separator: ":").dropFirst().first
    }
}

extension PartOfSpeech {
    /// WordNet's one-letter code (satellite adjectives are `a` in the dictionary tables).
    var wordNetLetter: String {
        switch self {
        case .noun: "n"
        case .verb, .auxiliary: "v"
        case .adjective: "a"
        case .adverb: "r"
        }
    }

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
