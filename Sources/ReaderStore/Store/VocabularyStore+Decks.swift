import Foundation
import GRDB
import ReaderCore

extension VocabularyStore {
    /// Files terms in the deck `name` (created when missing; names ignore case).
    /// Terms not in the store are skipped. Returns how many were newly filed.
    @discardableResult
    public func addToDeck(_ name: String, terms: [Term], at date: Date) throws -> Int {
        let trimmed = try Self.deckName(name)
        return try write { db in
            let deck = try Self.deckID(trimmed, in: db) ?? {
                var record = StoredDeck(name: trimmed, createdAt: date.storeValue)
                try record.insert(db)
                return record.id ?? db.lastInsertedRowID
            }()
            var added = 0
            let find = try db.cachedStatement(sql: "SELECT id FROM term WHERE key = ?")
            for term in terms {
                guard let termID = try Int64.fetchOne(find, arguments: [term.key]) else { continue }
                try StoredTermDeck(termID: termID, deckID: deck).insert(db, onConflict: .ignore)
                added += db.changesCount
            }
            return added
        }
    }

    /// The name a deck is stored under (trimmed); throws when the store cannot keep it. A capture filed in a
    /// deck checks the name first, so a refused name never leaves the capture saved without its deck.
    public static func deckName(_ name: String) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw StoreError.invalidDeck(name) }
        try StorableText.check(["deck name": trimmed])
        return trimmed
    }

    /// Deck names with their term counts, by name.
    public func decks() throws -> [(name: String, terms: Int)] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT d.name, count(td.term_id) FROM deck d LEFT JOIN term_deck td ON td.deck_id = d.id
                GROUP BY d.id ORDER BY d.name
                """).map { ($0[0], $0[1]) }
        }
    }

    /// The keys of the terms filed in deck `name`; throws when there is no such deck.
    public func deckTermKeys(_ name: String) throws -> Set<String> {
        try read { db in
            guard let deck = try Self.deckID(name, in: db) else { throw StoreError.unknownDeck(name) }
            return Set(try String.fetchAll(db, sql: """
                SELECT t.key FROM term_deck td JOIN term t ON t.id = td.term_id WHERE td.deck_id = ?
                """, arguments: [deck]))
        }
    }

    static func deckID(_ name: String, in db: Database) throws -> Int64? {
        try StoredDeck.select(StoredDeck.Columns.id, as: Int64.self)
            .filter(StoredDeck.Columns.name == name.trimmingCharacters(in: .whitespacesAndNewlines)).fetchOne(db)
    }
}
