/// What `reader capture` shows (SPEC "capture"): the term's `CardFacts` and what
/// the capture did: its source and bytes, the status change, the rare-word warning.
/// The facts' fields read through the card (`card.ipa`).
@dynamicMemberLookup
public struct CaptureCard: Sendable, Equatable {
    public var facts: CardFacts
    public var source: String?
    public var range: Range<Int>?
    public var change: StatusChange
    /// A beginner (A1/A2) captured a Rare word: suggest frequent words first.
    public var rareWordWarning: Bool

    public init(term: String, lemma: String, partsOfSpeech: [PartOfSpeech], rank: Int?, badge: FrequencyBadge,
                cefr: CEFRLevel?, sentence: String, source: String?, range: Range<Int>?, status: WordStatus,
                change: StatusChange, rareWordWarning: Bool) {
        facts = CardFacts(term: term, lemma: lemma, partsOfSpeech: partsOfSpeech, rank: rank, badge: badge, cefr: cefr,
                          sentence: sentence, status: status)
        self.source = source
        self.range = range
        self.change = change
        self.rareWordWarning = rareWordWarning
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<CardFacts, Value>) -> Value {
        get { facts[keyPath: keyPath] }
        set { facts[keyPath: keyPath] = newValue }
    }

    /// Learner levels that get the rare-word warning.
    public static let beginnerLevels: Set<CEFRLevel> = [.a1, .a2]
}
