import Tokenizer
import ReaderCore
import ReaderStore

extension TermCard {
    /// The card of `term` (as typed: `typed`); nil when neither the store nor the dictionary knows it.
    /// `families`: how far the learner's word families reach.
    public init?(term: Term, typed: String, store: VocabularyStore, builder: CaptureBuilder, tokenizer: Tokenizer,
                 families: WordFamilies = .none) throws {
        let stored = try store.status(of: term)
        let inherited = try store.inheritedStatus(of: term, families: families, lexicon: builder.data.lexicon)
        let captures = try store.captures(of: term)
        // Without a capture, a sentence-less stand-in chooses the senses; its time is never shown.
        let latest = captures.last ?? Capture(term: term, surface: typed, sentence: "", capturedAt: .distantPast)
        let context = builder.sense.context(of: latest, tokenizer: tokenizer)
        let entry = builder.sense.entry(for: latest, context: context)
        guard stored != nil || entry != nil else { return nil }
        var card = builder.card(for: latest, status: stored ?? inherited?.status ?? .new, change: .unchanged, level: nil,
                                context: context)
        card.origin = stored == nil ? inherited.map { .family(head: $0.head) } ?? .own : .own
        self.init(card: card, entry: entry, storedStatus: stored, captures: captures, history: try store.statusHistory(of: term),
                  inherited: inherited)
    }
}
