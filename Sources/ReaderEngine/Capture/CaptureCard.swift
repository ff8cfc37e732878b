/// What `reader capture` and `reader show` show about a captured term (SPEC
/// "capture"): the term as written, its lemma, part of speech, frequency badge,
/// CEFR level, the sentence it came from, and from the dictionary its IPA, the
/// top senses for its part of speech and its family.
public struct CaptureCard: Sendable, Equatable {
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
    public var senses: [Sense] = []
    /// Set when a phrase shows its head word's senses.
    public var sensesOf: String?
    public var family: [String] = []
    public var source: String?
    public var range: Range<Int>?
    public var status: WordStatus
    /// Where the status comes from (a name, the word's family); set by the reader's card.
    public var origin: StatusOrigin = .own
    public var change: StatusChange
    /// A beginner (A1/A2) captured a Rare word: suggest frequent words first.
    public var rareWordWarning: Bool

    public init(term: String, lemma: String, partsOfSpeech: [PartOfSpeech], rank: Int?, badge: FrequencyBadge,
                cefr: CEFRLevel?, sentence: String, source: String?, range: Range<Int>?, status: WordStatus,
                change: StatusChange, rareWordWarning: Bool) {
        self.term = term
        self.lemma = lemma
        self.partsOfSpeech = partsOfSpeech
        self.rank = rank
        self.badge = badge
        self.cefr = cefr
        self.sentence = sentence
        self.termInSentence = nil
        self.source = source
        self.range = range
        self.status = status
        self.change = change
        self.rareWordWarning = rareWordWarning
    }

    /// Learner levels that get the rare-word warning.
    public static let beginnerLevels: Set<CEFRLevel> = [.a1, .a2]
}
