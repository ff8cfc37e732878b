import Foundation
import GRDB

extension VocabularyStore {
    /// The whole store as a backup, terms in key order.
    public func backup() throws -> VocabularyBackup {
        try read { db in
            var captures: [Int64: [VocabularyBackup.CaptureRecord]] = [:]
            let captureRows = try Row.fetchCursor(db, sql: """
                SELECT term_id, surface, sentence, source, start, "end", sentence_start, captured_at, note
                FROM capture ORDER BY captured_at, id
                """)
            while let row = try captureRows.next() {
                captures[row[0], default: []].append(.init(
                    surface: row[1], sentence: row[2], source: row[3], start: row[4], end: row[5], sentenceStart: row[6],
                    captured: Date(storeValue: row[7]), note: row[8]))
            }
            var history: [Int64: [VocabularyBackup.HistoryRecord]] = [:]
            let historyRows = try Row.fetchCursor(db, sql: "SELECT term_id, status, origin, changed_at FROM status_change ORDER BY changed_at, id")
            while let row = try historyRows.next() {
                history[row[0], default: []].append(.init(status: row[1], origin: row[2], at: Date(storeValue: row[3])))
            }
            var terms: [VocabularyBackup.TermRecord] = []
            let termRows = try Row.fetchCursor(db, sql: "SELECT id, display, key, status, created_at, updated_at FROM term ORDER BY key")
            while let row = try termRows.next() {
                let id: Int64 = row[0]
                terms.append(.init(term: row[1], lemma: row[2], status: row[3], created: Date(storeValue: row[4]),
                                   updated: Date(storeValue: row[5]), captures: captures[id] ?? [], history: history[id] ?? []))
            }
            let forms = try Row.fetchAll(db, sql: "SELECT form, lemma, status, updated_at FROM form_override ORDER BY form").map { row in
                VocabularyBackup.FormRecord(form: row[0], lemma: row[1], status: row[2], updated: Date(storeValue: row[3]))
            }
            let settings = try Row.fetchAll(db, sql: "SELECT key, value FROM setting ORDER BY key")
                .reduce(into: [String: String]()) { $0[$1[0]] = $1[1] }
            return VocabularyBackup(settings: settings, terms: terms, forms: forms)
        }
    }

    /// Restores a backup, all or nothing: every record is checked first, then
    /// one transaction writes them. Terms in the backup take its status, dates
    /// and display; captures and history entries already present are not
    /// duplicated; terms only in this store stay.
    @discardableResult
    public func restore(_ backup: VocabularyBackup, batchSize: Int = VocabularyStore.importBatchSize,
                        progress: ((Int) -> Void)? = nil) throws -> ImportSummary {
        try ImportValidation.validate(backup)
        return try write { db in
            var summary = ImportSummary()
            for (done, record) in backup.terms.enumerated() {
                try Self.restore(record, to: &summary, in: db)
                if (done + 1) % max(batchSize, 1) == 0 || done + 1 == backup.terms.count { progress?(done + 1) }
            }
            for form in backup.forms {
                try db.cachedStatement(sql: """
                    INSERT INTO form_override (form, lemma, status, updated_at) VALUES (?, ?, ?, ?)
                    ON CONFLICT(form) DO UPDATE SET lemma = excluded.lemma, status = excluded.status, updated_at = excluded.updated_at
                    """).execute(arguments: [form.form.lowercased(), form.lemma.lowercased(), form.status, form.updated.storeValue])
                summary.forms += 1
            }
            for (key, value) in backup.settings.sorted(by: { $0.key < $1.key }) {
                try db.cachedStatement(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
                    .execute(arguments: [key, value])
            }
            return summary
        }
    }

    private static func restore(_ record: VocabularyBackup.TermRecord, to summary: inout ImportSummary, in db: Database) throws {
        guard let term = Term(key: record.lemma) else { throw StoreError.invalidTerm(record.term) }
        let existing = try Row.fetchOne(db.cachedStatement(sql: "SELECT id, status FROM term WHERE key = ?"), arguments: [term.key])
        let id: Int64
        if let existing {
            id = existing[0]
            let old: WordStatus = existing[1]
            if old == record.status { summary.unchanged += 1 } else { summary.changed += 1 }
            try db.cachedStatement(sql: "UPDATE term SET display = ?, status = ?, created_at = ?, updated_at = ? WHERE id = ?")
                .execute(arguments: [record.term, record.status, record.created.storeValue, record.updated.storeValue, id])
        } else {
            try db.cachedStatement(sql: """
                INSERT INTO term (key, word_count, display, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
                """).execute(arguments: [term.key, term.wordCount, record.term, record.status, record.created.storeValue, record.updated.storeValue])
            id = db.lastInsertedRowID
            summary.added += 1
        }
        for entry in record.captures {
            let capture = Capture(term: term, surface: entry.surface, sentence: entry.sentence, source: entry.source,
                                  range: ImportValidation.range(start: entry.start, end: entry.end),
                                  sentenceStart: entry.sentenceStart, capturedAt: entry.captured, note: entry.note)
            if try !captureExists(capture, termID: id, in: db) {
                try insertCapture(capture, termID: id, in: db)
                summary.captures += 1
            }
        }
        let historyExists = try db.cachedStatement(sql: """
            SELECT EXISTS (SELECT 1 FROM status_change WHERE term_id = ? AND status = ? AND origin = ? AND changed_at = ?)
            """)
        for change in record.history {
            let arguments: StatementArguments = [id, change.status, change.origin, change.at.storeValue]
            if try Bool.fetchOne(historyExists, arguments: arguments) != true {
                try historyStatement(db).execute(arguments: arguments)
            }
        }
    }
}
