import Foundation
import GRDB
import ReaderCore

/// What an Anki import did.
public struct AnkiImportSummary: Sendable, Equatable {
    public var added = 0
    /// Learning terms Anki knows well enough to make Known.
    public var raised = 0
    /// Terms whose status stayed: already the same, or higher (an import never lowers a status).
    public var unchanged = 0
    public var captures = 0
    /// Review cards given Anki's schedule (`withSchedule`).
    public var scheduled = 0
    /// Cards left as they were: already reviewed in reader, or already holding that schedule.
    public var keptCards = 0

    public init() {}
}

extension VocabularyStore {
    /// Stores Anki's terms in one transaction: a term not in the store (or
    /// New) takes Anki's status; a Learning one becomes Known when Anki says
    /// so; Known and Ignored ones stay. Cloze sentences are added as captures
    /// (once: a second import finds them), terms are filed in decks named
    /// after Anki's, and, `withSchedule`, each term's most advanced card gives
    /// reader's card its FSRS state, unless reader's card has answers of its own.
    public func importAnki(_ terms: [AnkiImportTerm], withSchedule: Bool, at date: Date) throws -> AnkiImportSummary {
        for term in terms {
            try StorableText.check(["term": term.display])
            for capture in term.captures { try StorableText.check(["sentence": capture.sentence]) }
            for deck in term.decks { try StorableText.check(["deck name": deck]) }
        }
        return try write { db in
            var summary = AnkiImportSummary()
            for item in terms {
                let current = try StoredTerm.find(item.term.key, in: db)
                let status = Self.importedStatus(item.status, over: current?.status)
                let (id, change) = try Self.setStatus(status, of: item.term, display: item.display, origin: .import, at: date, in: db)
                switch change {
                case .added: summary.added += 1
                case .changed: summary.raised += 1
                case .unchanged: summary.unchanged += 1
                }
                var counts = ImportSummary()
                for capture in item.captures { try Self.insertIfNew(StoredCapture(capture, termID: id), to: &counts, in: db) }
                summary.captures += counts.captures
                for deck in item.decks { try Self.file(termID: id, inDeck: deck, at: date, in: db) }
                if withSchedule, let card = item.card, status == .learning || status == .known {
                    if try Self.schedule(termID: id, from: card, at: date, in: db) { summary.scheduled += 1 } else { summary.keptCards += 1 }
                }
            }
            return summary
        }
    }

    /// An import raises a status, never lowers it.
    static func importedStatus(_ anki: WordStatus, over current: WordStatus?) -> WordStatus {
        switch current {
        case nil, .new?: anki
        case .learning?: anki == .known ? .known : .learning
        case let other?: other
        }
    }

    private static func file(termID: Int64, inDeck name: String, at date: Date, in db: Database) throws {
        let deck = try deckID(name, in: db) ?? {
            var record = StoredDeck(name: name, createdAt: date.storeValue)
            try record.insert(db)
            return record.id ?? db.lastInsertedRowID
        }()
        try StoredTermDeck(termID: termID, deckID: deck).insert(db, onConflict: .ignore)
    }

    /// Gives the term's card Anki's state; false when reader's card has answers
    /// of its own or already holds that state.
    private static func schedule(termID: Int64, from anki: AnkiCollection.Card, at date: Date, in db: Database) throws -> Bool {
        let existing = try StoredCard.filter(StoredCard.Columns.termID == termID).fetchOne(db)
        if let existing, let id = existing.id,
           try StoredReview.filter(StoredReview.Columns.cardID == id).fetchCount(db) > 0 {
            return false
        }
        var card = existing ?? StoredCard(id: nil, termID: termID, state: .learning, step: 0, stability: nil, difficulty: nil,
                                          due: date.storeValue, lastReview: nil, createdAt: date.storeValue)
        let state = anki.fsrsCard(at: date)
        guard existing?.fsrs != state else { return false }
        card.fsrs = state
        try card.save(db)
        return true
    }
}

extension AnkiCollection.Card {
    /// Reader's FSRS state for this card. Anki's FSRS memory state when it has
    /// one (`cards.data`); else, for a review card, stability = its interval
    /// (the days at which FSRS expects 90% recall) and difficulty 5 (mid-scale).
    /// Values outside FSRS's ranges are left out, as a new card's are.
    func fsrsCard(at date: Date) -> FSRSCard {
        let state: CardState = switch type {
        case .review: .review
        case .relearning: .relearning
        case .new, .learning: .learning
        }
        var stability = self.stability
        var difficulty = self.difficulty
        if stability == nil, type == .review || type == .relearning, interval > 0 {
            stability = Double(interval)
            difficulty = 5
        }
        if let value = stability, !(value.isFinite && value > 0 && value < 1e6) { stability = nil }
        if let value = difficulty, !(value.isFinite && (1...10).contains(value)) { difficulty = nil }
        if stability == nil || difficulty == nil { (stability, difficulty) = (nil, nil) }
        let due = self.due ?? date
        let lastReview = self.lastReview ?? (type == .review ? due.addingTimeInterval(-Double(interval) * 86_400) : nil)
        return FSRSCard(state: state, step: state == .review ? nil : 0, stability: stability, difficulty: difficulty,
                        due: due, lastReview: lastReview)
    }
}
