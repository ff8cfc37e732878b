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

    public init(card: CaptureCard, entry: DictionaryEntry?, storedStatus: WordStatus?, captures: [Capture],
                history: [StatusHistoryEntry], inherited: (status: WordStatus, head: String)?) {
        self.card = card
        self.entry = entry
        self.storedStatus = storedStatus
        self.captures = captures
        self.history = history
        self.inherited = inherited
    }
}
