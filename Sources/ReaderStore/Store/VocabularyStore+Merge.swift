import Foundation
import GRDB
import ReaderCore

/// Merging a backup (or another store, read as one) into this store: the one
/// write path of `reader merge` and of `reader import --format json`. Each
/// term of the backup becomes the union of its two records
/// (`TermRecord.merged(with:)`); batches and decks are unioned; for a form
/// or a reading position held by both, the later one wins. A setting held by
/// both keeps this store's value unless `.takeTheirs` is asked: a learner who
/// merges an old A2 store into a C1 one is still C1 (so A into B equals B into
/// A but for the settings both hold; A into B taking settings equals B into A).
/// Merging into an empty store restores the backup exactly, but for the sites
/// allowed to capture (`CaptureSites`): a grant of access is never copied, only
/// named in the summary; merging the same backup again changes nothing.
extension VocabularyStore {
    /// Merges `backup` keeping this store's settings, as `reader import` restores a backup.
    @discardableResult
    public func merge(_ backup: VocabularyBackup, batchSize: Int = VocabularyStore.importBatchSize,
                      progress: ((Int) -> Void)? = nil) throws -> ImportSummary {
        try merge(backup, settings: .keepMine, batchSize: batchSize, progress: progress).importSummary
    }

    /// Merges `backup`, all or nothing: every record is checked first, then
    /// one transaction writes them. `progress` gets the number of terms done.
    @discardableResult
    public func merge(_ backup: VocabularyBackup, settings choice: MergeSettingsChoice, batchSize: Int = VocabularyStore.importBatchSize,
                      progress: ((Int) -> Void)? = nil) throws -> MergeSummary {
        try ImportValidation.validate(backup)
        return try write { db in
            var result = MergeSummary()
            var summary = ImportSummary()
            let batches = try Self.mergeBatches(backup.batches, in: db)
            let decks = try Self.mergeDecks(backup.decks, in: db)
            (summary.forms, result.formsChanged) = try Self.mergeForms(backup.forms, in: db)
            summary.captureSitesNotImported = try CaptureSites.notImported(backup.settings, in: db)
            result.captureSitesNotImported = summary.captureSitesNotImported
            result.settings = try Self.mergeSettings(backup.settings.filter { $0.name != .captureSites }, choice, in: db)
            try Self.mergePositions(backup.positions, in: db)
            // The backup's records in this store's terms: its batch numbers as this store's batch ids, its deck names as ours.
            let incoming = backup.terms.map { record in
                var record = record
                record.lemma = Term(key: record.lemma)?.key ?? record.lemma
                record.captures = record.captures.map { capture in
                    var capture = capture
                    (capture.batch, capture.ipa, capture.sense) = (capture.batch.flatMap { batches[$0] }, nil, nil)
                    return capture
                }
                record.history = record.history.map { var change = $0; change.batch = change.batch.flatMap { batches[$0] }; return change }
                record.decks = record.decks.compactMap { decks[$0.lowercased()] }
                return record
            }
            let keys = Set(incoming.map(\.lemma))
            var local: [String: VocabularyBackup.TermRecord] = [:]
            try Self.forEachTermRecord(db, batch: { $0.map(Int.init) }, details: nil, wanted: keys.contains) { local[$0.lemma] = $0 }
            for (done, theirs) in incoming.enumerated() {
                let mine = local[theirs.lemma]
                let merged = (mine ?? theirs).merged(with: theirs)
                if mine == nil { summary.added += 1 } else if mine == merged { summary.unchanged += 1 } else { summary.changed += 1 }
                if let mine { if mine.status == merged.status { result.statusKept += 1 } else { result.statusChanged += 1 } }
                if mine != merged {
                    try Self.write(merged, in: db)
                    summary.captures += merged.captures.count - (mine?.captures.count ?? 0)
                    summary.reviews += (merged.card?.reviews.count ?? 0) - (mine?.card?.reviews.count ?? 0)
                    result.historyAdded += merged.history.count - (mine?.history.count ?? 0)
                }
                if (done + 1) % max(batchSize, 1) == 0 || done + 1 == incoming.count { progress?(done + 1) }
            }
            try Self.summarizeUnsummarizedBatches(in: db)
            // Terms may have become Learning (or lost history rows) without a status change the watermark would see.
            try StoredSetting.deleteOne(db, key: Self.cardWatermarkKey)
            (result.termsAdded, result.capturesAdded, result.reviewsAdded) = (summary.added, summary.captures, summary.reviews)
            result.importSummary = summary
            return result
        }
    }

    /// Writes a term's merged record over its rows: the term row and its card
    /// are updated in place (ids kept), its captures, history, answers and deck
    /// entries written again in the record's order.
    private static func write(_ record: VocabularyBackup.TermRecord, in db: Database) throws {
        guard let term = Term(key: record.lemma) else { throw StoreError.invalidTerm(record.lemma) }
        var row = StoredTerm(term: term, display: record.term, status: record.status, createdAt: record.created, updatedAt: record.updated)
        let id: Int64
        if let existing = try StoredTerm.find(term.key, in: db)?.id {
            id = existing
            row.id = id
            try row.update(db)
            for table in ["capture", "status_change", "term_deck"] {
                try db.execute(sql: "DELETE FROM \(table) WHERE term_id = ?", arguments: [id])
            }
            try db.execute(sql: "DELETE FROM review_log WHERE card_id IN (SELECT id FROM card WHERE term_id = ?)", arguments: [id])
        } else {
            try row.insert(db)
            id = row.id ?? db.lastInsertedRowID
        }
        for entry in record.captures {
            var capture = StoredCapture(Capture(term: term, surface: entry.surface, sentence: entry.sentence, source: entry.source,
                                                range: ImportValidation.range(start: entry.start, end: entry.end),
                                                sentenceStart: entry.sentenceStart, capturedAt: entry.captured, note: entry.note),
                                        termID: id)
            capture.batchID = entry.batch.map(Int64.init)
            try capture.insert(db)
        }
        for entry in record.history {
            var change = StoredStatusChange(termID: id, status: entry.status, origin: entry.origin, changedAt: entry.at,
                                            batchID: entry.batch.map(Int64.init))
            try change.insert(db)
        }
        for name in record.decks {
            guard let deck = try deckID(name, in: db) else { throw StoreError.unknownDeck(name) }
            try StoredTermDeck(termID: id, deckID: deck).insert(db, onConflict: .ignore)
        }
        guard let card = record.card else { return }
        var cardRow = try StoredCard.filter(StoredCard.Columns.termID == id).fetchOne(db)
            ?? StoredCard(termID: id, state: card.state, due: 0, createdAt: 0)
        cardRow.fsrs = FSRSCard(state: card.state, step: card.step, stability: card.stability, difficulty: card.difficulty,
                                due: card.due, lastReview: card.lastReview)
        cardRow.createdAt = card.created.storeValue
        try cardRow.save(db)
        let cardID = cardRow.id ?? db.lastInsertedRowID
        for answer in card.reviews {
            var log = StoredReview(cardID: cardID, rating: answer.rating, reviewedAt: answer.at.storeValue,
                                      elapsedDays: answer.elapsedDays, stateBefore: answer.stateBefore, stateAfter: answer.stateAfter,
                                      stabilityAfter: answer.stability, difficultyAfter: answer.difficulty,
                                      dueAfter: answer.due.storeValue, cram: answer.cram, brainBoost: answer.brainBoost)
            try log.insert(db)
        }
    }
}
