import Tokenizer

/// What `reader show` tells about one term: its card (IPA, badge, CEFR, the
/// senses for the part of speech of its latest sentence, family), its status,
/// every capture (sentence, source, note) and its status history, oldest first.
public struct TermCard: Sendable {
    public var card: CaptureCard
    /// The whole dictionary entry (every sense), nil when the dictionary lacks the term.
    public var entry: DictionaryEntry?
    /// Nil when the store does not hold the term (it is then New).
    public var storedStatus: WordStatus?
    public var captures: [Capture]
    public var history: [StatusHistoryEntry]

    /// The status a word without one of its own takes from its family head.
    public var inherited: (status: WordStatus, head: String)?

    public var status: WordStatus { storedStatus ?? inherited?.status ?? .new }

    /// Where the status comes from.
    public var origin: StatusOrigin { storedStatus == nil ? inherited.map { .family(head: $0.head) } ?? .own : .own }

    /// The card of `term` (as typed: `typed`); nil when neither the store nor the dictionary knows it.
    /// `families`: how far the learner's word families reach.
    public init?(term: Term, typed: String, store: VocabularyStore, builder: CaptureBuilder, tokenizer: Tokenizer,
                 families: WordFamilies = .none) throws {
        let stored = try store.status(of: term)
        storedStatus = stored
        inherited = try store.inheritedStatus(of: term, families: families, lexicon: builder.data.lexicon)
        captures = try store.captures(of: term)
        history = try store.statusHistory(of: term)
        // Without a capture, a sentence-less stand-in chooses the senses; its time is never shown.
        let latest = captures.last ?? Capture(term: term, surface: typed, sentence: "", capturedAt: .distantPast)
        let context = builder.sense.context(of: latest, tokenizer: tokenizer)
        entry = builder.sense.entry(for: latest, context: context)
        guard storedStatus != nil || entry != nil else { return nil }
        var card = builder.card(for: latest, status: stored ?? inherited?.status ?? .new, change: .unchanged, level: nil,
                                context: context)
        card.origin = stored == nil ? inherited.map { .family(head: $0.head) } ?? .own : .own
        self.card = card
    }
}
