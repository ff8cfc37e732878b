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

    public var status: WordStatus { storedStatus ?? .new }

    /// The card of `term` (as typed: `typed`); nil when neither the store nor the dictionary knows it.
    public init?(term: Term, typed: String, store: VocabularyStore, builder: CaptureBuilder, tokenizer: Tokenizer) throws {
        storedStatus = try store.status(of: term)
        captures = try store.captures(of: term)
        history = try store.statusHistory(of: term)
        // Without a capture, a sentence-less stand-in chooses the senses; its time is never shown.
        let latest = captures.last ?? Capture(term: term, surface: typed, sentence: "", capturedAt: .distantPast)
        let context = builder.sense.context(of: latest, tokenizer: tokenizer)
        entry = builder.sense.entry(for: latest, context: context)
        guard storedStatus != nil || entry != nil else { return nil }
        card = builder.card(for: latest, status: storedStatus ?? .new, change: .unchanged, level: nil, context: context)
    }
}
