import Foundation
import ReaderCore

/// The terms an Anki collection teaches, each with the status its cards give
/// it. The rules (README "Anki"):
///
/// - A Cloze note teaches each deletion's text (`{{c1::encoded}}`: *encoded*),
///   met in the note's sentence; its status comes from that deletion's card.
/// - Another note teaches its sort field (usually the front) when that is a
///   word or a phrase of up to `maxWords` words; a sentence teaches nothing.
/// - A card in review whose interval is 21 days or more (what Anki calls
///   mature) makes its term Known; any other card (new, learning,
///   relearning, young review, suspended or not) Learning. Of several cards,
///   the most advanced decides.
public struct AnkiVocabulary: Sendable {
    public static let maxWords = 4
    public static let matureDays = 21

    public struct Item: Sendable, Equatable {
        /// The term as the note writes it, plain text.
        public var text: String
        public var status: WordStatus
        /// The Cloze note's sentence, plain text, with the term at `range` (UTF-8 offsets).
        public var sentence: (text: String, range: Range<Int>)?
        /// The most advanced card: its schedule is what `--with-schedule` brings.
        public var card: AnkiCollection.Card?
        public var decks: [String]
        public var noteCreated: Date

        public static func == (lhs: Item, rhs: Item) -> Bool {
            lhs.text == rhs.text && lhs.status == rhs.status && lhs.sentence?.text == rhs.sentence?.text
                && lhs.sentence?.range == rhs.sentence?.range && lhs.card == rhs.card && lhs.decks == rhs.decks
                && lhs.noteCreated == rhs.noteCreated
        }
    }

    public var items: [Item] = []
    /// Notes with no term to take (a sentence on the front, an empty field).
    public var skippedNotes = 0

    public init(_ collection: AnkiCollection) {
        for note in collection.notes {
            let found = note.noteType.isCloze ? Self.clozeItems(note) : Self.frontItem(note).map { [$0] } ?? []
            if found.isEmpty { skippedNotes += 1 }
            items += found
        }
    }

    private static func frontItem(_ note: AnkiCollection.Note) -> Item? {
        guard note.fields.indices.contains(note.noteType.sortField) else { return nil }
        let text = AnkiText.plain(note.fields[note.noteType.sortField])
            .trimmingCharacters(in: CharacterSet(charactersIn: ".,;:!?\"'“”‘’()[]").union(.whitespaces))
        let words = text.split(whereSeparator: \.isWhitespace)
        guard (1...maxWords).contains(words.count), text.contains(where: \.isLetter) else { return nil }
        return item(text, cards: note.cards, sentence: nil, note: note)
    }

    /// One item per deletion number; its card is the one whose `ord` is the number less one.
    private static func clozeItems(_ note: AnkiCollection.Note) -> [Item] {
        let textField = note.noteType.fieldNames.firstIndex(of: "Text") ?? 0
        guard note.fields.indices.contains(textField) else { return [] }
        // reader's own second card (asked from the learner's language) is the same term again.
        let deletions = ClozeText(AnkiNote.recognizingHalf(of: note.fields[textField]))
        var items: [Item] = []
        var seen = Set<Int>()
        for deletion in deletions.deletions where seen.insert(deletion.number).inserted {
            let text = deletion.text
            guard text.split(whereSeparator: \.isWhitespace).count <= maxWords, text.contains(where: \.isLetter) else { continue }
            let cards = note.cards.filter { $0.ordinal == deletion.number - 1 }
            items.append(item(text, cards: cards, sentence: (deletions.sentence, deletion.range), note: note))
        }
        return items
    }

    private static func item(_ text: String, cards: [AnkiCollection.Card], sentence: (text: String, range: Range<Int>)?,
                             note: AnkiCollection.Note) -> Item {
        let studied = cards.filter { $0.type != .new }
        let best = studied.dropFirst().reduce(studied.first) { best, card in
            best.map { isMoreAdvanced(card, than: $0) ? card : $0 } ?? card
        }
        return Item(text: text, status: cards.contains(where: isMature) ? .known : .learning, sentence: sentence,
                    card: best, decks: Array(Set(note.cards.map(\.deck))).sorted(), noteCreated: note.createdAt)
    }

    static func isMature(_ card: AnkiCollection.Card) -> Bool { card.type == .review && card.interval >= matureDays }
}
