import Foundation
import GRDB
import ReaderCore

/// The parts of a merge beside the terms (`VocabularyStore.merge(_:)`).
extension VocabularyStore {
    /// Adds the backup's batches this store lacks and returns each backup
    /// number's batch id here. A batch is the same in both when its kind,
    /// label and time agree (the n-th of several such with the n-th); one
    /// undone on either side counts as undone at the earlier time.
    static func mergeBatches(_ batches: [VocabularyBackup.Batch], in db: Database) throws -> [Int: Int] {
        let rows = try StoredChangeBatch.fetchAll(db, sql: "SELECT * FROM change_batch ORDER BY created_at, id")
        let mine = BatchIdentity.numbered(rows.map { ($0.kind, $0.label, Date(storeValue: $0.createdAt)) })
        var local = Dictionary(uniqueKeysWithValues: zip(mine, rows))
        var numbers: [Int: Int] = [:]
        for (batch, identity) in zip(batches, BatchIdentity.numbered(batches.map { ($0.kind, $0.label, $0.created) })) {
            let undone = batch.undone?.storeValue
            var row = local[identity] ?? StoredChangeBatch(kind: batch.kind, label: batch.label, createdAt: batch.created.storeValue)
            if let undone, row.undoneAt.map({ undone < $0 }) ?? true { row.undoneAt = undone }
            if row != local[identity] { try row.save(db) }
            local[identity] = row
            numbers[batch.id] = Int(row.id ?? db.lastInsertedRowID)
        }
        return numbers
    }

    /// What makes a batch the same in two stores: its kind, label and time,
    /// and for several alike, which of them it is.
    private struct BatchIdentity: Hashable {
        var kind: ChangeBatch.Kind
        var label: String
        var created: Date
        var occurrence: Int

        static func numbered(_ batches: [(ChangeBatch.Kind, String, Date)]) -> [BatchIdentity] {
            var seen: [BatchIdentity: Int] = [:]
            return batches.map { kind, label, created in
                let first = BatchIdentity(kind: kind, label: label, created: created.roundedToMilliseconds, occurrence: 0)
                var identity = first
                identity.occurrence = seen[first, default: 0]
                seen[first] = identity.occurrence + 1
                return identity
            }
        }
    }

    /// Adds the decks this store lacks (names compare without case); a deck in
    /// both keeps the earlier time, and the name given with it. Returns each
    /// backup deck's name (lower-cased) with its name here.
    static func mergeDecks(_ decks: [VocabularyBackup.Deck], in db: Database) throws -> [String: String] {
        var names: [String: String] = [:]
        for deck in decks {
            if var row = try StoredDeck.filter(StoredDeck.Columns.name == deck.name).fetchOne(db) {
                let mine = (Date(storeValue: row.createdAt).roundedToMilliseconds, row.name)
                if (deck.created, deck.name) < mine {
                    (row.name, row.createdAt) = (deck.name, deck.created.storeValue)
                    try row.update(db)
                }
                names[deck.name.lowercased()] = row.name
            } else {
                var row = StoredDeck(name: deck.name, createdAt: deck.created.storeValue)
                try row.insert(db)
                names[deck.name.lowercased()] = deck.name
            }
        }
        return names
    }

    /// Form overrides: the later change wins. Returns how many the backup
    /// holds, and how many of them are now this store's.
    static func mergeForms(_ forms: [VocabularyBackup.FormRecord], in db: Database) throws -> (held: Int, changed: Int) {
        var changed = 0
        for form in forms {
            let theirs = VocabularyBackup.FormRecord(form: form.form.lowercased(), lemma: form.lemma.lowercased(), status: form.status,
                                                     updated: form.updated)
            let mine = try StoredFormOverride.fetchOne(db, key: theirs.form).map(VocabularyBackup.FormRecord.init)
            let winner = mine.map { mine in
                VocabularyBackup.TermRecord.larger(mine, theirs) {
                    ($0.updated, $0.status.rawValue, $0.lemma) < ($1.updated, $1.status.rawValue, $1.lemma)
                }
            } ?? theirs
            if winner != mine {
                try StoredFormOverride(form: winner.form, lemma: winner.lemma, status: winner.status, updatedAt: winner.updated).upsert(db)
                changed += 1
            }
        }
        return (forms.count, changed)
    }

    /// Learner settings: one this store lacks is taken; one it holds is kept,
    /// or with `.takeTheirs` replaced by the other's value and time. Returns
    /// the settings whose values differed, in the backup's order.
    static func mergeSettings(_ settings: [VocabularyBackup.Setting], _ choice: MergeSettingsChoice,
                              in db: Database) throws -> [MergeSummary.SettingOutcome] {
        var outcomes: [MergeSummary.SettingOutcome] = []
        for setting in settings {
            let mine = try StoredSetting.fetchOne(db, key: setting.name.rawValue)
            let take = mine == nil || choice == .takeTheirs
            if mine?.value != setting.value {
                outcomes.append(MergeSummary.SettingOutcome(name: setting.name, mine: mine?.value, theirs: setting.value, taken: take))
            }
            // Taken with its time (placement_size's time is when it was measured), so taking twice rewrites nothing.
            guard take else { continue }
            if let mine, mine.value == setting.value, Date(storeValue: mine.updatedAt).roundedToMilliseconds == setting.updated { continue }
            try StoredSetting(key: setting.name.rawValue, value: setting.value, updatedAt: setting.updated.storeValue).upsert(db)
        }
        return outcomes
    }

    /// Reading positions, of files and of their chapters: the later one wins.
    static func mergePositions(_ positions: [VocabularyBackup.Position], in db: Database) throws {
        for position in positions {
            if let chapter = position.chapter {
                if let mine = try ChapterPosition.filter(ChapterPosition.Columns.path == position.path
                                                         && ChapterPosition.Columns.chapter == chapter).fetchOne(db),
                   (position.updated, position.offset) <= (mine.updatedAt.roundedToMilliseconds, mine.offset) { continue }
                try ChapterPosition(path: position.path, chapter: chapter, offset: position.offset, updatedAt: position.updated).upsert(db)
                continue
            }
            if let mine = try ReadingPosition.filter(ReadingPosition.Columns.path == position.path).fetchOne(db),
               (position.updated, position.offset) <= (mine.updatedAt.roundedToMilliseconds, mine.offset) { continue }
            try ReadingPosition(path: position.path, offset: position.offset, updatedAt: position.updated).upsert(db)
        }
    }
}
