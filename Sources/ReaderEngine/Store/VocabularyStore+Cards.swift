import Foundation
import GRDB

/// Review cards: one per Learning term, made when a session starts (so capture,
/// mark and import need not know about cards), answered with FSRS-6.
extension VocabularyStore {
    /// Default stability (days) at which a reviewed term becomes Known.
    public static let defaultGraduationDays = 21.0

    /// The last `status_change` id `prepareCards` looked at: only terms changed
    /// since need a look, so a session over 100k cards starts without scanning them.
    static let cardWatermarkKey = "review.card_watermark"

    /// Gives every Learning term without a card a new one, due from the time
    /// the term became Learning. Returns how many were made.
    @discardableResult
    public func prepareCards(at date: Date) throws -> Int {
        // Looked at through a read first: most sessions have nothing to make, and
        // a write would wait for an integrity check running alongside (`review`).
        guard try read({ try Self.unseenStatusChanges($0) }) != nil else { return 0 }
        return try write { db in
            guard let (mark, latest) = try Self.unseenStatusChanges(db) else { return 0 }
            try db.execute(sql: """
                INSERT INTO card (term_id, state, step, due, created_at)
                SELECT t.id, ?, 0, t.updated_at, ? FROM term t
                WHERE t.status = ? AND t.id IN (SELECT term_id FROM status_change WHERE id > ?)
                  AND NOT EXISTS (SELECT 1 FROM card c WHERE c.term_id = t.id)
                """, arguments: [CardState.learning, date.storeValue, WordStatus.learning, mark])
            let made = db.changesCount
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           arguments: [Self.cardWatermarkKey, String(latest)])
            return made
        }
    }

    /// The watermark and the latest status change, when changes came after it.
    private static func unseenStatusChanges(_ db: Database) throws -> (mark: Int64, latest: Int64)? {
        let mark = try Int64.fetchOne(db, sql: "SELECT CAST(value AS INTEGER) FROM setting WHERE key = ?",
                                      arguments: [cardWatermarkKey]) ?? 0
        let latest = try Int64.fetchOne(db, sql: "SELECT max(id) FROM status_change") ?? 0
        return latest > mark ? (mark, latest) : nil
    }

    /// Card ids to review, in order: due cards by due time, then at most
    /// `newLimit` new ones (or, when `cram`, cards not due, soonest first).
    /// Learning and Known terms' cards take part; `deck` narrows to one deck;
    /// cards in `excluded` (already taken this session) are left out.
    public func reviewQueue(at date: Date, deck: String? = nil, newLimit: Int = 20, cram: Bool = false,
                            limit: Int? = nil, excluding excluded: Set<Int64> = []) throws -> [(id: Int64, kind: ReviewQueueKind)] {
        try read { db in
            let deckID: Int64? = try deck.map { name in
                guard let id = try Self.deckID(name, in: db) else { throw StoreError.unknownDeck(name) }
                return id
            }
            let scope = """
                SELECT c.id FROM card c CROSS JOIN term t ON t.id = c.term_id
                WHERE +t.status IN (:learning, :known)
                  AND (:deck IS NULL OR EXISTS (SELECT 1 FROM term_deck td WHERE td.term_id = t.id AND td.deck_id = :deck))
                  AND c.id NOT IN (SELECT value FROM json_each(:excluded))
                """
            let cap = limit ?? Int.max
            var arguments: [String: (any DatabaseValueConvertible)?] = [
                "learning": WordStatus.learning, "known": WordStatus.known, "deck": deckID, "now": date.storeValue, "limit": cap,
                "excluded": "[" + excluded.map(String.init).joined(separator: ",") + "]",
            ]
            func ids(_ condition: String) throws -> [Int64] {
                try Int64.fetchAll(db, sql: "\(scope) AND \(condition) ORDER BY c.due, c.id LIMIT :limit",
                                   arguments: StatementArguments(arguments))
            }
            // CROSS JOIN keeps SQLite walking the cards in due order (partial
            // indexes) and stopping at the limit, instead of sorting every term.
            if cram { return try ids("c.last_review IS NOT NULL AND c.due > :now").map { ($0, .cram) } }
            let due = try ids("c.last_review IS NOT NULL AND c.due <= :now")
            arguments["limit"] = min(newLimit, cap - due.count)
            let fresh = newLimit <= 0 || cap <= due.count ? [] : try ids("c.last_review IS NULL AND +t.status = :learning")
            return due.map { ($0, .due) } + fresh.map { ($0, .new) }
        }
    }

    /// The card with its term and latest capture.
    public func reviewCard(_ id: Int64) throws -> ReviewCard {
        try read { db in
            guard let card = try CardRecord.fetchOne(db, key: id),
                  let stored = try StoredTerm.fetchOne(db, key: card.termId),
                  let term = Term(key: stored.key) else { throw StoreError.missingCard(id) }
            let latest = try StoredCapture.fetchOne(db.cachedStatement(sql: """
                SELECT * FROM capture WHERE term_id = ? ORDER BY captured_at DESC, id DESC LIMIT 1
                """), arguments: [card.termId])
            return ReviewCard(id: id, term: term, display: stored.display, status: stored.status,
                              capture: latest?.capture(of: term),
                              memory: card.fsrs)
        }
    }

    /// Records an answer: schedules the card with `scheduler` (unless `cram`),
    /// logs it, and links the term's status: Learning becomes Known when
    /// stability reaches `graduationDays`; a Known term whose review card
    /// lapses (Again) goes back to Learning.
    public func recordReview(_ cardID: Int64, rating: Rating, at date: Date, scheduler: FSRSScheduler,
                             cram: Bool = false, brainBoost: Bool = false,
                             graduationDays: Double = VocabularyStore.defaultGraduationDays) throws -> ReviewOutcome {
        try write { db in
            guard var card = try CardRecord.fetchOne(db, key: cardID),
                  let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT key, status FROM term WHERE id = ?"), arguments: [card.termId]),
                  let term = Term(key: row[0]) else { throw StoreError.missingCard(cardID) }
            let before = card.fsrs
            let after = cram ? before : scheduler.review(before, rating: rating, at: date, cardID: cardID)
            if !cram {
                card.fsrs = after
                try card.update(db)
            }
            var log = ReviewLogRecord(
                cardId: cardID, rating: rating, reviewedAt: date.storeValue,
                elapsedDays: before.lastReview.map { max(0, FSRSScheduler.elapsedDays(from: $0, to: date)) } ?? 0,
                stateBefore: before.state, stateAfter: after.state, stabilityAfter: after.stability,
                difficultyAfter: after.difficulty, dueAfter: after.due.storeValue, cram: cram, brainBoost: brainBoost)
            try log.insert(db)
            var newStatus: WordStatus?
            let status: WordStatus = row[1]
            if !cram, status == .learning, (after.stability ?? 0) >= graduationDays {
                newStatus = .known
            } else if !cram, status == .known, rating == .again, before.state == .review {
                newStatus = .learning
            }
            if let newStatus { _ = try Self.setStatus(newStatus, of: term, display: nil, origin: .review, at: date, in: db) }
            return ReviewOutcome(cardID: cardID, term: term, rating: rating, reviewedAt: date, before: before, after: after,
                                 cram: cram, brainBoost: brainBoost, newStatus: newStatus)
        }
    }

    /// The graduation threshold from the store's settings, else the default.
    public func graduationDays() throws -> Double {
        try setting(.graduationDays).flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? Self.defaultGraduationDays
    }
}
