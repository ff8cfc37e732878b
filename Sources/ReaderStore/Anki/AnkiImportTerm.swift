import Foundation
import ReaderCore

/// One term an Anki import stores: the notes' items of the same term merged.
public struct AnkiImportTerm: Sendable, Equatable {
    public var term: Term
    public var display: String
    public var status: WordStatus
    /// The Cloze sentences it was met in, as captures made when the note was.
    public var captures: [Capture]
    /// The most advanced card among its notes' (none when all are new).
    public var card: AnkiCollection.Card?
    /// Reader decks to file it in: the Anki decks, less reader's own `reader::` prefix, `reader` and `Default`.
    public var decks: [String]
}

extension AnkiVocabulary {
    /// The items by term (`lemmatize` gives each its key; an item it refuses is
    /// counted in `unreadable`), in the order first met.
    public func terms(lemmatize: (String) throws -> Term) -> (terms: [AnkiImportTerm], unreadable: Int) {
        var terms: [AnkiImportTerm] = []
        var index: [String: Int] = [:]
        var unreadable = 0
        for item in items {
            guard let term = try? lemmatize(item.text) else {
                unreadable += 1
                continue
            }
            let capture = item.sentence.map { sentence in
                Capture(term: term, surface: item.text, sentence: sentence.text, range: sentence.range, sentenceStart: 0,
                        capturedAt: item.noteCreated)
            }
            let decks = item.decks.compactMap(Self.readerDeck)
            if let position = index[term.key] {
                var merged = terms[position]
                if item.status == .known { merged.status = .known }
                if let capture, !merged.captures.contains(capture) { merged.captures.append(capture) }
                if let card = item.card, merged.card.map({ Self.isMoreAdvanced(card, than: $0) }) ?? true { merged.card = card }
                merged.decks = Array(Set(merged.decks + decks)).sorted()
                terms[position] = merged
            } else {
                index[term.key] = terms.count
                terms.append(AnkiImportTerm(term: term, display: item.text, status: item.status, captures: capture.map { [$0] } ?? [],
                                            card: item.card, decks: decks))
            }
        }
        return (terms, unreadable)
    }

    static func readerDeck(_ ankiDeck: String) -> String? {
        let prefix = AnkiNote.rootDeck + "::"
        let name = ankiDeck.hasPrefix(prefix) ? String(ankiDeck.dropFirst(prefix.count)) : ankiDeck
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == AnkiNote.rootDeck || trimmed == "Default" ? nil : trimmed
    }

    static func isMoreAdvanced(_ card: AnkiCollection.Card, than other: AnkiCollection.Card) -> Bool {
        (card.interval, card.lastReview?.timeIntervalSince1970 ?? 0) > (other.interval, other.lastReview?.timeIntervalSince1970 ?? 0)
    }
}
