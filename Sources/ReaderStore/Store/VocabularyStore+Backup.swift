import Foundation
import GRDB
import ReaderCore

/// Reading the store as a backup (`VocabularyBackup`): the one place that
/// turns rows into backup records, for `backup()`, the streamed export and
/// merges. Times are read at the backup's precision (milliseconds), so a
/// store and its own export compare equal.
extension VocabularyStore {
    /// The whole store as a backup, terms in key order; `details` adds each
    /// capture's IPA and chosen sense.
    public func backup(details: VocabularyBackup.CaptureDetails? = nil) throws -> VocabularyBackup {
        try read { db in
            let numbers = try BatchNumbers(db)
            var backup = try Self.backupWithoutTerms(db, numbers: numbers)
            try Self.forEachTermRecord(db, batch: numbers.number, details: details) { backup.terms.append($0) }
            return backup
        }
    }

    /// Everything but the terms: batches, decks, forms, reading positions and learner settings.
    static func backupWithoutTerms(_ db: Database, numbers: BatchNumbers) throws -> VocabularyBackup {
        let forms = try StoredFormOverride.order(StoredFormOverride.Columns.form).fetchAll(db).map(VocabularyBackup.FormRecord.init)
        let decks = try StoredDeck.fetchAll(db, sql: "SELECT * FROM deck ORDER BY name COLLATE NOCASE, name").map {
            VocabularyBackup.Deck(name: $0.name, created: .init(storeValue: $0.createdAt).roundedToMilliseconds)
        }
        let books = try ReadingPosition.order(ReadingPosition.Columns.path).fetchAll(db).map {
            VocabularyBackup.Position(path: $0.path, offset: $0.offset, updated: $0.updatedAt.roundedToMilliseconds)
        }
        let chapters = try ChapterPosition.order(ChapterPosition.Columns.path, ChapterPosition.Columns.chapter).fetchAll(db).map {
            VocabularyBackup.Position(path: $0.path, chapter: $0.chapter, offset: $0.offset, updated: $0.updatedAt.roundedToMilliseconds)
        }
        let positions = books + chapters
        let settings = try StoredSetting.order(StoredSetting.Columns.key).fetchAll(db).compactMap { row in
            StoreSetting(rawValue: row.key).map {
                VocabularyBackup.Setting(name: $0, value: row.value, updated: Date(storeValue: row.updatedAt).roundedToMilliseconds)
            }
        }
        return VocabularyBackup(batches: numbers.batches, decks: decks, forms: forms, positions: positions,
                                settings: settings, terms: [])
    }

    /// Calls `body` with each term's record, in key order. Each term's rows
    /// come from cursors sorted by term key, merged in, so memory holds one
    /// term at a time however large the store.
    /// `wanted` picks the terms (by key) to build; the others are skipped.
    static func forEachTermRecord(_ db: Database, batch: @escaping (Int64?) -> Int?,
                                  details: VocabularyBackup.CaptureDetails?, wanted: (String) -> Bool = { _ in true },
                                  _ body: (VocabularyBackup.TermRecord) throws -> Void) throws {
        var captures = try TermRows(db, sql: """
            SELECT capture.term_id AS owner, capture.* FROM capture JOIN term ON term.id = capture.term_id
            ORDER BY term.key, capture.captured_at, capture.id
            """) { try StoredCapture(row: $0) }
        var history = try TermRows(db, sql: """
            SELECT status_change.term_id AS owner, status_change.* FROM status_change JOIN term ON term.id = status_change.term_id
            ORDER BY term.key, status_change.changed_at, status_change.id
            """) { row in
                let change = try StoredStatusChange(row: row)
                return VocabularyBackup.HistoryRecord(change, batch: batch(change.batchID))
            }
        var cards = try TermRows(db, sql: """
            SELECT card.term_id AS owner, card.* FROM card JOIN term ON term.id = card.term_id ORDER BY term.key
            """) { try StoredCard(row: $0) }
        var reviews = try TermRows(db, sql: """
            SELECT card.term_id AS owner, review_log.* FROM review_log JOIN card ON card.id = review_log.card_id
            JOIN term ON term.id = card.term_id ORDER BY term.key, review_log.reviewed_at, review_log.id
            """) { VocabularyBackup.Review(try StoredReview(row: $0)) }
        var decks = try TermRows(db, sql: """
            SELECT term_deck.term_id AS owner, deck.name FROM term_deck JOIN deck ON deck.id = term_deck.deck_id
            JOIN term ON term.id = term_deck.term_id ORDER BY term.key, deck.name COLLATE NOCASE, deck.name
            """) { row in row["name"] as String }
        let terms = try StoredTerm.order(StoredTerm.Columns.key).fetchCursor(db)
        while let term = try terms.next() {
            let id = term.id ?? 0
            guard wanted(term.key) else {
                _ = try (captures.take(id), history.take(id), cards.take(id), reviews.take(id), decks.take(id))
                continue
            }
            let termCaptures = try captures.take(id).map { row in
                var record = try VocabularyBackup.CaptureRecord(row, of: term, details: details)
                record.batch = batch(row.batchID)
                return record
            }
            let termReviews = try reviews.take(id)
            try body(.init(term, captures: termCaptures, history: try history.take(id), decks: try decks.take(id),
                           card: try cards.take(id).first.map { VocabularyBackup.Card($0, reviews: termReviews) }))
        }
    }
}

/// Rows of one kind for each term in turn, from a query whose first column
/// (`owner`) is the term's id and whose rows come in the terms' key order.
private struct TermRows<Record> {
    private let rows: RowCursor
    private let make: (Row) throws -> Record
    private var pending: (owner: Int64, record: Record)?

    init(_ db: Database, sql: String, make: @escaping (Row) throws -> Record) throws {
        rows = try Row.fetchCursor(db, sql: sql)
        self.make = make
        pending = try next()
    }

    private func next() throws -> (owner: Int64, record: Record)? {
        guard let row = try rows.next() else { return nil }
        return (row["owner"], try make(row))
    }

    /// The rows of term `id`; the terms before it must have been taken.
    mutating func take(_ id: Int64) throws -> [Record] {
        var taken: [Record] = []
        while let (owner, record) = pending, owner == id {
            taken.append(record)
            pending = try next()
        }
        return taken
    }
}

/// The store's batches numbered as a backup numbers them: 1, 2, ... by time.
struct BatchNumbers {
    let batches: [VocabularyBackup.Batch]
    private let numbers: [Int64: Int]

    init(_ db: Database) throws {
        let rows = try StoredChangeBatch.fetchAll(db, sql: "SELECT * FROM change_batch ORDER BY created_at, id")
        batches = rows.enumerated().map { index, row in
            VocabularyBackup.Batch(id: index + 1, kind: row.kind, label: row.label,
                                   created: Date(storeValue: row.createdAt).roundedToMilliseconds,
                                   undone: row.undoneAt.map { Date(storeValue: $0).roundedToMilliseconds })
        }
        numbers = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1.id ?? 0, $0 + 1) })
    }

    func number(_ id: Int64?) -> Int? { id.flatMap { numbers[$0] } }
}

// The backup's records of the stored rows.
extension VocabularyBackup.TermRecord {
    init(_ row: StoredTerm, captures: [VocabularyBackup.CaptureRecord], history: [VocabularyBackup.HistoryRecord],
         decks: [String], card: VocabularyBackup.Card?) {
        self.init(term: row.display, lemma: row.key, status: row.status, created: row.createdAt.roundedToMilliseconds,
                  updated: row.updatedAt.roundedToMilliseconds, captures: captures, history: history, decks: decks, card: card)
    }
}

extension VocabularyBackup.CaptureRecord {
    /// `term` is the row's term, for `details` to make the capture's card.
    init(_ row: StoredCapture, of term: StoredTerm, details: VocabularyBackup.CaptureDetails?) throws {
        self.init(surface: row.surface, sentence: row.sentence, source: row.source, start: row.start, end: row.end,
                  sentenceStart: row.sentenceStart, captured: row.capturedAt.roundedToMilliseconds, note: row.note)
        if let details, let key = Term(key: term.key), let card = try details(row.capture(of: key), term.status) {
            ipa = card.ipa.first
            sense = card.senses.first.map(VocabularyBackup.SenseRecord.init)
            translation = card.translation.map(VocabularyBackup.TranslationRecord.init)
        }
    }
}

extension VocabularyBackup.HistoryRecord {
    init(_ row: StoredStatusChange, batch: Int?) {
        self.init(status: row.status, origin: row.origin, at: row.changedAt.roundedToMilliseconds, batch: batch)
    }
}

extension VocabularyBackup.FormRecord {
    init(_ row: StoredFormOverride) {
        self.init(form: row.form, lemma: row.lemma, status: row.status, updated: row.updatedAt.roundedToMilliseconds)
    }
}

extension VocabularyBackup.Card {
    init(_ row: StoredCard, reviews: [VocabularyBackup.Review]) {
        let memory = row.fsrs
        self.init(state: memory.state, step: memory.step, stability: memory.stability, difficulty: memory.difficulty,
                  due: memory.due.roundedToMilliseconds, lastReview: memory.lastReview?.roundedToMilliseconds,
                  created: Date(storeValue: row.createdAt).roundedToMilliseconds, reviews: reviews)
    }
}

extension VocabularyBackup.Review {
    init(_ row: StoredReview) {
        self.init(at: Date(storeValue: row.reviewedAt).roundedToMilliseconds, rating: row.rating, elapsedDays: row.elapsedDays,
                  stateBefore: row.stateBefore, stateAfter: row.stateAfter, stability: row.stabilityAfter,
                  difficulty: row.difficultyAfter, due: Date(storeValue: row.dueAfter).roundedToMilliseconds,
                  cram: row.cram, brainBoost: row.brainBoost)
    }
}

extension Date {
    /// The time a backup writes (`TimeStamp`'s milliseconds, within its range), so
    /// times read from the store compare equal to the same times read from its export.
    var roundedToMilliseconds: Date { Date(timeIntervalSince1970: (TimeStamp.clamped(self).timeIntervalSince1970 * 1000).rounded() / 1000) }
}
