import Foundation
import ReaderCore

/// What reader takes from an Anki collection: its notes, each with its note
/// type, fields, tags and cards (deck and schedule).
public struct AnkiCollection: Sendable, Equatable {
    public var notes: [Note]

    public struct Note: Sendable, Equatable {
        public var id: Int64
        public var guid: String
        public var noteType: NoteType
        /// Field contents as stored (HTML), in the note type's field order.
        public var fields: [String]
        public var tags: [String]
        public var cards: [Card]

        /// When the note was made: Anki's note ids are creation times in milliseconds.
        public var createdAt: Date { Date(timeIntervalSince1970: Double(id) / 1000) }
    }

    public struct NoteType: Sendable, Equatable {
        public var name: String
        public var isCloze: Bool
        public var fieldNames: [String]
        /// The field Anki sorts and checks duplicates by (usually the first).
        public var sortField: Int
    }

    public struct Card: Sendable, Equatable {
        /// Which of the note's templates (a Cloze note: deletion number less one).
        public var ordinal: Int
        public var deck: String
        public var type: CardType
        public var suspended: Bool
        /// Days between reviews (review and relearning cards).
        public var interval: Int
        /// When it is due; nil for a new card (Anki orders those by position).
        public var due: Date?
        public var reps: Int
        public var lapses: Int
        /// FSRS memory state, when Anki's FSRS computed one (`cards.data`).
        public var stability: Double?
        public var difficulty: Double?
        /// The last answer: `cards.data`'s `lrt`, else the review log's newest entry.
        public var lastReview: Date?
    }

    /// Anki's `cards.type`.
    public enum CardType: Int, Sendable, Equatable {
        case new = 0
        case learning = 1
        case review = 2
        case relearning = 3
    }
}
