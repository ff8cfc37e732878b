import Foundation
import GRDB
import ReaderCore

/// FSRS states and ratings are stored as their numbers, as FSRS's own tables keep them.
extension CardState: DatabaseValueConvertible {}
extension Rating: DatabaseValueConvertible {}

/// A row of `card`: a term's FSRS-6 memory state (one card per term).
struct StoredCard: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "card"

    enum Columns: String, ColumnExpression {
        case id, state, step, stability, difficulty, due
        case termID = "term_id", lastReview = "last_review", createdAt = "created_at"
    }

    var id: Int64? = nil
    var termID: Int64
    var state: CardState
    var step: Int? = nil
    var stability: Double? = nil
    var difficulty: Double? = nil
    /// Seconds since 1970, as every time in the review tables.
    var due: Double
    var lastReview: Double? = nil
    var createdAt: Double

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.id] = id
        container[Columns.termID] = termID
        container[Columns.state] = state
        container[Columns.step] = step
        container[Columns.stability] = stability
        container[Columns.difficulty] = difficulty
        container[Columns.due] = due
        container[Columns.lastReview] = lastReview
        container[Columns.createdAt] = createdAt
    }

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

extension StoredCard {
    init(row: Row) throws {
        id = try row.decode(forColumn: Columns.id)
        termID = try row.decode(forColumn: Columns.termID)
        state = try row.decode(forColumn: Columns.state)
        step = try row.decode(forColumn: Columns.step)
        stability = try row.decode(forColumn: Columns.stability)
        difficulty = try row.decode(forColumn: Columns.difficulty)
        due = try row.decode(forColumn: Columns.due)
        lastReview = try row.decode(forColumn: Columns.lastReview)
        createdAt = try row.decode(forColumn: Columns.createdAt)
    }
}
