import Foundation
import GRDB

extension VocabularyStore {
    /// The whole store as a backup, terms in key order; `details` adds each
    /// capture's IPA and chosen sense.
    public func backup(details: VocabularyBackup.CaptureDetails? = nil) throws -> VocabularyBackup {
        try read { db in
            var captures: [Int64: [StoredCapture]] = [:]
            let captureRows = try StoredCapture.order(StoredCapture.Columns.capturedAt, StoredCapture.Columns.id).fetchCursor(db)
            while let row = try captureRows.next() { captures[row.termID, default: []].append(row) }
            var history: [Int64: [VocabularyBackup.HistoryRecord]] = [:]
            let historyRows = try StoredStatusChange.order(StoredStatusChange.Columns.changedAt, StoredStatusChange.Columns.id)
                .fetchCursor(db)
            while let row = try historyRows.next() { history[row.termID, default: []].append(.init(row)) }
            var terms: [VocabularyBackup.TermRecord] = []
            let termRows = try StoredTerm.order(StoredTerm.Columns.key).fetchCursor(db)
            while let row = try termRows.next() {
                let id = row.id ?? 0
                let records = try (captures[id] ?? []).map { try VocabularyBackup.CaptureRecord($0, key: row.key, details: details) }
                terms.append(.init(row, captures: records, history: history[id] ?? []))
            }
            let forms = try StoredFormOverride.order(StoredFormOverride.Columns.form).fetchAll(db).map(VocabularyBackup.FormRecord.init)
            let settings = try StoredSetting.fetchAll(db).reduce(into: [String: String]()) { $0[$1.key] = $1.value }
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
                try StoredFormOverride(form: form.form.lowercased(), lemma: form.lemma.lowercased(), status: form.status,
                                       updatedAt: form.updated).upsert(db)
                summary.forms += 1
            }
            for (key, value) in backup.settings.sorted(by: { $0.key < $1.key }) {
                try StoredSetting(key: key, value: value).upsert(db)
            }
            return summary
        }
    }

    private static func restore(_ record: VocabularyBackup.TermRecord, to summary: inout ImportSummary, in db: Database) throws {
        guard let term = Term(key: record.lemma) else {
            throw StoreError.malformedImport(format: "json", line: 0, reason: "term '\(record.term)' has an empty lemma")
        }
        let (id, old) = try StoredTerm.upsert(term, in: db, new: {
            StoredTerm(term: term, display: record.term, status: record.status, createdAt: record.created, updatedAt: record.updated)
        }, change: { row in
            row.display = record.term
            row.status = record.status
            row.createdAt = record.created
            row.updatedAt = record.updated
            return [.display, .status, .createdAt, .updatedAt]
        })
        switch old {
        case nil: summary.added += 1
        case let old? where old.status == record.status: summary.unchanged += 1
        default: summary.changed += 1
        }
        for entry in record.captures {
            let capture = Capture(term: term, surface: entry.surface, sentence: entry.sentence, source: entry.source,
                                  range: ImportValidation.range(start: entry.start, end: entry.end),
                                  sentenceStart: entry.sentenceStart, capturedAt: entry.captured, note: entry.note)
            try insertIfNew(StoredCapture(capture, termID: id), to: &summary, in: db)
        }
        for change in record.history {
            var row = StoredStatusChange(termID: id, status: change.status, origin: change.origin, changedAt: change.at)
            if try !row.exists(in: db) { try row.insert(db) }
        }
    }
}

// The backup's records of the stored rows, for `backup()` and `writeBackup(to:)`.
extension VocabularyBackup.TermRecord {
    init(_ row: StoredTerm, captures: [VocabularyBackup.CaptureRecord], history: [VocabularyBackup.HistoryRecord]) {
        self.init(term: row.display, lemma: row.key, status: row.status, created: row.createdAt, updated: row.updatedAt,
                  captures: captures, history: history)
    }
}

extension VocabularyBackup.CaptureRecord {
    /// `key` is the row's term key, for `details` to look the capture up.
    init(_ row: StoredCapture, key: String, details: VocabularyBackup.CaptureDetails?) throws {
        self.init(surface: row.surface, sentence: row.sentence, source: row.source, start: row.start, end: row.end,
                  sentenceStart: row.sentenceStart, captured: row.capturedAt, note: row.note)
        if let details, let term = Term(key: key) {
            let derived = try details(row.capture(of: term))
            ipa = derived.ipa
            sense = derived.sense.map(VocabularyBackup.SenseRecord.init)
        }
    }
}

extension VocabularyBackup.HistoryRecord {
    init(_ row: StoredStatusChange) { self.init(status: row.status, origin: row.origin, at: row.changedAt) }
}

extension VocabularyBackup.FormRecord {
    init(_ row: StoredFormOverride) { self.init(form: row.form, lemma: row.lemma, status: row.status, updated: row.updatedAt) }
}
