import Foundation
import GRDB

extension CardState: DatabaseValueConvertible {}
extension Rating: DatabaseValueConvertible {}

/// One row of `card`: a term's FSRS-6 memory state (one card per term).
struct CardRecord: StoreRecord, MutablePersistableRecord {
    static let databaseTableName = "card"

    var id: Int64?
    var termId: Int64
    var state: CardState
    var step: Int?
    var stability: Double?
    var difficulty: Double?
    var due: Double
    var lastReview: Double?
    var createdAt: Double

    enum Columns {
        static let id = Column("id")
        static let termID = Column("term_id")
        static let state = Column("state")
        static let step = Column("step")
        static let stability = Column("stability")
        static let difficulty = Column("difficulty")
        static let due = Column("due")
        static let lastReview = Column("last_review")
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    var fsrs: FSRSCard {
        get {
            FSRSCard(state: state, step: step, stability: stability, difficulty: difficulty, due: Date(storeValue: due),
                     lastReview: lastReview.map(Date.init(storeValue:)))
        }
        set {
            state = newValue.state
            step = newValue.step
            stability = newValue.stability
            difficulty = newValue.difficulty
            due = newValue.due.storeValue
            lastReview = newValue.lastReview?.storeValue
        }
    }
}

/// One row of `review_log`: an answer, with the card's state before and after.
struct ReviewLogRecord: StoreRecord, MutablePersistableRecord {
    static let databaseTableName = "review_log"

    var id: Int64?
    var cardId: Int64
    var rating: Rating
    var reviewedAt: Double
    var elapsedDays: Int
    var stateBefore: CardState
    var stateAfter: CardState
    var stabilityAfter: Double?
    var difficultyAfter: Double?
    var dueAfter: Double
    var cram: Bool
    var brainBoost: Bool

    enum Columns {
        static let cardID = Column("card_id")
        static let rating = Column("rating")
        static let reviewedAt = Column("reviewed_at")
        static let stateBefore = Column("state_before")
        static let cram = Column("cram")
        static let brainBoost = Column("brain_boost")
    }
}

/// One row of `deck`: a named category of terms (names compare without case).
struct DeckRecord: StoreRecord, MutablePersistableRecord {
    static let databaseTableName = "deck"

    var id: Int64?
    var name: String
    var createdAt: Double

    enum Columns {
        static let id = Column("id")
        static let name = Column("name")
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// One row of `term_deck`: a term filed in a deck.
struct TermDeckRecord: StoreRecord, PersistableRecord {
    static let databaseTableName = "term_deck"

    var termId: Int64
    var deckId: Int64

    enum Columns {
        static let termID = Column("term_id")
        static let deckID = Column("deck_id")
    }
}

/// One row of `change_batch`: a bulk change `reader undo` can revert.
struct ChangeBatchRecord: StoreRecord, MutablePersistableRecord, Equatable {
    static let databaseTableName = "change_batch"

    var id: Int64?
    var kind: ChangeBatch.Kind
    var label: String
    var createdAt: Double
    var undoneAt: Double?

    enum Columns {
        static let id = Column("id")
        static let undoneAt = Column("undone_at")
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
