import GRDB
import ReaderCore

/// A row of `review_log`: an answer, with the card's state before and after.
struct StoredReview: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "review_log"

    enum Columns: String, ColumnExpression {
        case id, rating, cram
        case cardID = "card_id", reviewedAt = "reviewed_at", elapsedDays = "elapsed_days"
        case stateBefore = "state_before", stateAfter = "state_after", stabilityAfter = "stability_after"
        case difficultyAfter = "difficulty_after", dueAfter = "due_after", brainBoost = "brain_boost"
    }

    var id: Int64? = nil
    var cardID: Int64
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

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.id] = id
        container[Columns.cardID] = cardID
        container[Columns.rating] = rating
        container[Columns.reviewedAt] = reviewedAt
        container[Columns.elapsedDays] = elapsedDays
        container[Columns.stateBefore] = stateBefore
        container[Columns.stateAfter] = stateAfter
        container[Columns.stabilityAfter] = stabilityAfter
        container[Columns.difficultyAfter] = difficultyAfter
        container[Columns.dueAfter] = dueAfter
        container[Columns.cram] = cram
        container[Columns.brainBoost] = brainBoost
    }
}

extension StoredReview {
    init(row: Row) throws {
        id = try row.decode(forColumn: Columns.id)
        cardID = try row.decode(forColumn: Columns.cardID)
        rating = try row.decode(forColumn: Columns.rating)
        reviewedAt = try row.decode(forColumn: Columns.reviewedAt)
        elapsedDays = try row.decode(forColumn: Columns.elapsedDays)
        stateBefore = try row.decode(forColumn: Columns.stateBefore)
        stateAfter = try row.decode(forColumn: Columns.stateAfter)
        stabilityAfter = try row.decode(forColumn: Columns.stabilityAfter)
        difficultyAfter = try row.decode(forColumn: Columns.difficultyAfter)
        dueAfter = try row.decode(forColumn: Columns.dueAfter)
        cram = try row.decode(forColumn: Columns.cram)
        brainBoost = try row.decode(forColumn: Columns.brainBoost)
    }
}
