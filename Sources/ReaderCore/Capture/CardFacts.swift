/// What every face of a term's card shows, built once by the engine
/// (`CaptureBuilder.card(for:...)`, or `init(entry:status:origin:)` for a word
/// looked up without a sentence): the capture card and `show` (`CaptureCardRenderer`,
/// `TermCardRenderer`, `TermCardJSON`), `define` (`DictionaryText`, `DictionaryJSON`),
/// `open`'s card (`FrameBuilder+Card`), the browser's card, the review's reveal (`ReviewFace.notes`),
/// the CSV and JSON exports and the Anki notes only format it.
public struct CardFacts: Sendable, Equatable {
    /// As written in the text ("ran", "made a decision").
    public var term: String
    /// The stored lemma or lemma sequence ("run", "make a decision").
    public var lemma: String
    public var partsOfSpeech: [PartOfSpeech]
    /// Frequency rank (1 = most frequent); for a phrase, its rarest word's. Nil when unranked.
    public var rank: Int?
    public var badge: FrequencyBadge
    /// CEFR level; for a phrase, its hardest word's.
    public var cefr: CEFRLevel?
    public var sentence: String
    /// Where the term sits in `sentence`, to highlight it.
    public var termInSentence: Range<String.Index>?
    /// From the dictionary (empty without one).
    public var ipa: [String] = []
    /// Every sense of the entry, the one chosen for the sentence first (then by part of speech and frequency).
    public var senses: [Sense] = []
    /// Set when a phrase shows its head word's senses.
    public var sensesOf: String?
    public var family: [String] = []
    public var status: WordStatus
    /// Where the status comes from (a name, the word's family).
    public var origin: StatusOrigin = .own
    /// The decks the term is filed in, sorted without case (the Anki note's deck is the first).
    public var decks: [String] = []
    /// The learner's language, when the card speaks one (`native`).
    public var nativeLanguage: NativeLanguage?
    /// A word-level dictionary's words for the lemma, for a leading sense the wordnets lack.
    public var wordLevelTranslation: Translation?

    public init(term: String, lemma: String, partsOfSpeech: [PartOfSpeech], rank: Int?, badge: FrequencyBadge,
                cefr: CEFRLevel?, sentence: String, status: WordStatus) {
        self.term = term
        self.lemma = lemma
        self.partsOfSpeech = partsOfSpeech
        self.rank = rank
        self.badge = badge
        self.cefr = cefr
        self.sentence = sentence
        self.status = status
    }

    /// The facts of a dictionary entry looked up without a sentence (`define`, the browser's card).
    public init(entry: DictionaryEntry, status: WordStatus, origin: StatusOrigin = .own) {
        self.init(term: entry.term, lemma: entry.lemma, partsOfSpeech: [], rank: entry.rank, badge: entry.badge,
                  cefr: entry.cefr, sentence: "", status: status)
        adoptDictionary(entry)
        self.origin = origin
    }

    /// The dictionary's part of the card: pronunciation, senses, whose senses they are, translations.
    public mutating func adoptDictionary(_ entry: DictionaryEntry) {
        ipa = entry.ipa
        senses = entry.senses
        sensesOf = entry.sensesOf
        nativeLanguage = entry.nativeLanguage
        wordLevelTranslation = entry.wordLevelTranslation
    }

    /// How common the word is and its level, as every card words it: "Advanced (rank 8,153) · C2".
    public var frequencyAndLevel: String {
        badge.shown(rank: rank) + (cefr.map { " · " + $0.name } ?? "")
    }

    /// What the card says in the learner's language about the sense it leads with: that sense's
    /// words, else the word's (word-level, marked so), else that there are none. Nil: English only.
    public var translation: CardTranslation? {
        guard let nativeLanguage else { return nil }
        if let words = senses.first?.translation { return .sense(words, nativeLanguage) }
        if let words = wordLevelTranslation { return .wordLevel(words, nativeLanguage) }
        return .missing(nativeLanguage)
    }

    /// The facts of a word the dictionary lacks: its frequency and level only.
    public init(unlisted term: String, lemma: String, data: LanguageData, status: WordStatus) {
        let rank = data.frequency.rank(ofTerm: [lemma])
        self.init(term: term, lemma: lemma, partsOfSpeech: [], rank: rank, badge: FrequencyBadge(rank: rank),
                  cefr: data.cefr.level(ofTerm: [lemma]), sentence: "", status: status)
    }

    /// Senses a card shows: the chosen one, then the others of its part of speech, at most `limit`.
    public func leadingSenses(_ limit: Int) -> [Sense] {
        let pos = senses.first?.partOfSpeech
        return Array(senses.filter { $0.partOfSpeech == pos }.prefix(limit))
    }
}
