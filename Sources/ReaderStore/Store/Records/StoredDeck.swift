import GRDB
import ReaderCore

/// A row of `deck`: a named category of terms (names compare without case).
struct StoredDeck: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "deck"

    enum Columns: String, ColumnExpression {
        case id, name
        case createdAt = "created_at"
    }

    var id: Int64? = nil
    var name: String
    var createdAt: Double

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.id] = id
        container[Columns.name] = name
        container[Columns.createdAt] = createdAt
    }
}

extension StoredDeck {
    init(row: Row) throws {
        id = try row.decode(forColumn: Columns.id)
        name = try row.decode(forColumn: Columns.name)
        createdAt = try row.decode(forColumn: Columns.createdAt)
    }
}

/// A row of `term_deck`: a term filed in a deck.
struct StoredTermDeck: PersistableRecord {
    static let databaseTableName = "term_deck"

    enum Columns: String, ColumnExpression {
        case termID = "term_id", deckID = "deck_id"
    }

    var termID: Int64
    var deckID: Int64

    func encode(to container: inout PersistenceContainer) {
        container[Columns.termID] = termID
        container[Columns.deckID] = deckID
    }
}
