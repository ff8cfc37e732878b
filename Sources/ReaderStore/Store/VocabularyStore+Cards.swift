import Foundation
import GRDB
import ReaderCore

/// Review cards: one per Learning term, made when a session starts (so capture,
/// mark and import need not know about cards), answered with FSRS-6.
extension VocabularyStore {
    /// Default stability (days) at which a reviewed term becomes Known.
    public static let defaultGraduationDays = 21.0

    /// The last `status_change` id `prepareCards` looked at: only terms changed
    /// since need a look, so a session over 100k cards starts without scanning
    /// them. Internal state, never in a backup. Whatever can make a Learning
    /// term without a newer status change (a merge or restore, an undo that
    /// deletes rows) removes it, so the next session looks at every term.
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
            // Without a watermark every Learning term is looked at, history or not.
            let changed = mark == nil ? "" : "AND t.id IN (SELECT term_id FROM status_change WHERE id > :mark)"
            try db.execute(sql: """
                INSERT INTO card (term_id, state, step, due, created_at)
                SELECT t.id, :state, 0, t.updated_at, :now FROM term t
                WHERE t.status = :learning \(changed)
                  AND NOT EXISTS (SELECT 1 FROM card c WHERE c.term_id = t.id)
                """, arguments: StatementArguments(["state": CardState.learning, "now": date.storeValue, "learning": WordStatus.learning]
                    .merging(mark.map { ["mark": $0] } ?? [:]) { $1 }))
            let made = db.changesCount
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           arguments: [Self.cardWatermarkKey, String(latest)])
            return made
        }
    }

    /// The watermark (nil: none, look at every term) and the latest status
    /// change, when there is something to look at.
    private static func unseenStatusChanges(_ db: Database) throws -> (mark: Int64?, latest: Int64)? {
        let mark = try Int64.fetchOne(db, sql: "SELECT CAST(value AS INTEGER) FROM setting WHERE key = ?",
                                      arguments: [cardWatermarkKey])
        let latest = try Int64.fetchOne(db, sql: "SELECT max(id) FROM status_change") ?? 0
        if let mark, latest <= mark { return nil }
        return (mark, latest)
    }

    /// The card with its term and latest capture.
    public func reviewCard(_ id: Int64) throws -> ReviewCard {
        try read { db in
            guard let card = try StoredCard.fetchOne(db, key: id),
                  let stored = try StoredTerm.fetchOne(db, key: card.termID),
                  let term = Term(key: stored.key) else { throw StoreError.missingCard(id) }
            let latest = try StoredCapture.fetchOne(db.cachedStatement(sql: """
                SELECT * FROM capture WHERE term_id = ? ORDER BY captured_at DESC, id DESC LIMIT 1
                """), arguments: [card.termID])
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
            guard var card = try StoredCard.fetchOne(db, key: cardID),
                  let stored = try StoredTerm.fetchOne(db, key: card.termID),
                  let term = Term(key: stored.key) else { throw StoreError.missingCard(cardID) }
            let before = card.fsrs
            let after = cram ? before : scheduler.review(before, rating: rating, at: date, cardID: cardID)
            if !cram {
                card.fsrs = after
                try card.update(db)
            }
            var log = StoredReview(
                cardID: cardID, rating: rating, reviewedAt: date.storeValue,
                elapsedDays: before.lastReview.map { max(0, FSRSScheduler.elapsedDays(from: $0, to: date)) } ?? 0,
                stateBefore: before.state, stateAfter: after.state, stabilityAfter: after.stability,
                difficultyAfter: after.difficulty, dueAfter: after.due.storeValue, cram: cram, brainBoost: brainBoost)
            try log.insert(db)
            var newStatus: WordStatus?
            let status = stored.status
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
