import Foundation
import GRDB
import ReaderCore

/// What a review session draws from: the cards of Learning and Known terms
/// (of one deck, when asked), fetched a page at a time, counted, and the time
/// the next one falls due. One scope, so the queue, its count and "next card
/// due" never disagree.
extension VocabularyStore {
    /// Card ids to review, in order: due cards by due time, then at most
    /// `newLimit` new ones (or, when `cram`, cards not due, soonest first).
    /// Learning and Known terms' cards take part; `deck` narrows to one deck;
    /// cards in `excluded` (already taken this session) are left out.
    public func reviewQueue(at date: Date, deck: String? = nil, newLimit: Int = 20, cram: Bool = false,
                            limit: Int? = nil, excluding excluded: Set<Int64> = []) throws -> [(id: Int64, kind: ReviewQueueKind)] {
        try read { db in
            let scope = try ReviewScope(db, at: date, deck: deck, excluding: excluded)
            let cap = limit ?? Int.max
            if cram { return try scope.ids(.notDue, limit: cap).map { ($0, .cram) } }
            let due = try scope.ids(.due, limit: cap)
            let fresh = newLimit <= 0 || cap <= due.count ? [] : try scope.ids(.new, limit: min(newLimit, cap - due.count))
            return due.map { ($0, .due) } + fresh.map { ($0, .new) }
        }
    }

    /// How many cards `reviewQueue` would hand out with no page limit (within `limit`).
    public func reviewQueueCount(at date: Date, deck: String? = nil, newLimit: Int = 20, cram: Bool = false,
                                 limit: Int? = nil, excluding excluded: Set<Int64> = []) throws -> Int {
        try read { db in
            let scope = try ReviewScope(db, at: date, deck: deck, excluding: excluded)
            let cap = limit ?? Int.max
            if cram { return try scope.count(.notDue, limit: cap) }
            let due = try scope.count(.due, limit: cap)
            return due + (newLimit <= 0 || cap <= due ? 0 : try scope.count(.new, limit: min(newLimit, cap - due)))
        }
    }

    /// When the soonest reviewed card not due at `date` falls due (nil when there is none).
    public func nextDue(after date: Date, deck: String? = nil) throws -> Date? {
        try read { db in
            let scope = try ReviewScope(db, at: date, deck: deck, excluding: [])
            return try scope.firstDue(.notDue).map(Date.init(storeValue:))
        }
    }
}

/// The review queue's SQL: one scope, three kinds of card in it.
struct ReviewScope {
    enum Kind {
        case due, new, notDue

        var condition: String {
            switch self {
            case .due: "c.last_review IS NOT NULL AND c.due <= :now"
            case .new: "c.last_review IS NULL AND +t.status = :learning"
            case .notDue: "c.last_review IS NOT NULL AND c.due > :now"
            }
        }
    }

    let db: Database
    var arguments: [String: (any DatabaseValueConvertible)?]

    init(_ db: Database, at date: Date, deck: String?, excluding excluded: Set<Int64>) throws {
        self.db = db
        let deckID: Int64? = try deck.map { name in
            guard let id = try VocabularyStore.deckID(name, in: db) else { throw StoreError.unknownDeck(name) }
            return id
        }
        arguments = [
            "learning": WordStatus.learning, "known": WordStatus.known, "deck": deckID, "now": date.storeValue,
            "excluded": "[" + excluded.map(String.init).joined(separator: ",") + "]",
        ]
    }

    // CROSS JOIN keeps SQLite walking the cards in due order (partial
    // indexes) and stopping at the limit, instead of sorting every term.
    private func select(_ column: String, _ kind: Kind) -> String {
        """
        SELECT \(column) FROM card c CROSS JOIN term t ON t.id = c.term_id
        WHERE +t.status IN (:learning, :known)
          AND (:deck IS NULL OR EXISTS (SELECT 1 FROM term_deck td WHERE td.term_id = t.id AND td.deck_id = :deck))
          AND c.id NOT IN (SELECT value FROM json_each(:excluded))
          AND \(kind.condition) ORDER BY c.due, c.id LIMIT :limit
        """
    }

    func ids(_ kind: Kind, limit: Int) throws -> [Int64] {
        try Int64.fetchAll(db, sql: select("c.id", kind), arguments: limited(limit))
    }

    func count(_ kind: Kind, limit: Int) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM (\(select("c.id", kind)))", arguments: limited(limit)) ?? 0
    }

    /// The store value of the soonest due time.
    func firstDue(_ kind: Kind) throws -> Double? {
        try Double.fetchOne(db, sql: select("c.due", kind), arguments: limited(1))
    }

    private func limited(_ limit: Int) -> StatementArguments {
        StatementArguments(arguments.merging(["limit": limit]) { $1 })
    }
}
