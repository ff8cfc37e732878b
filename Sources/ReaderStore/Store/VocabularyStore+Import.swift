import Foundation
import GRDB
import ReaderCore

extension VocabularyStore {
    /// Rows per transaction: large enough to be fast, small enough that an
    /// interrupted import keeps most of its work and that other processes
    /// waiting to write (busy timeout 5 s) get the lock between batches even
    /// on a slow, loaded machine.
    public static let importBatchSize = 2_000

    /// Imports records, checked first (a bad one throws before anything is
    /// written), one transaction per batch: a crash keeps every batch committed before it. Statuses are set as given; a capture already stored
    /// (same term, sentence and time) is not added twice. `progress` gets the
    /// number of records done after each batch.
    @discardableResult
    public func importRecords(_ records: [ImportRecord], batchSize: Int = VocabularyStore.importBatchSize,
                              at date: Date, progress: ((Int) -> Void)? = nil) throws -> ImportSummary {
        try ImportValidation.validate(records)
        var summary = ImportSummary()
        var done = 0
        while done < records.count {
            let batch = records[done..<min(done + max(batchSize, 1), records.count)]
            summary = try write { db in
                var summary = summary
                for record in batch { try Self.apply(record, at: date, to: &summary, in: db) }
                return summary
            }
            done += batch.count
            progress?(done)
            if done < records.count { Self.yieldWriteLock() }
        }
        return summary
    }

    /// A short pause between batches so writers in other processes, polling
    /// for the lock, get their turn during a long import.
    static func yieldWriteLock() {
        usleep(5_000)
    }

    private static func apply(_ record: ImportRecord, at date: Date, to summary: inout ImportSummary, in db: Database) throws {
        switch record {
        case .term(let term, let display, let status, let capture):
            let (id, change) = try setStatus(status, of: term, display: display, origin: .import, at: date, in: db)
            switch change {
            case .added: summary.added += 1
            case .changed: summary.changed += 1
            case .unchanged: summary.unchanged += 1
            }
            if let capture { try insertIfNew(StoredCapture(capture, termID: id), to: &summary, in: db) }
        case .form(let form, let lemma, let status):
            _ = try setFormStatus(status, form: form.lowercased(), lemma: lemma.lowercased(), at: date, in: db)
            summary.forms += 1
        }
    }

    /// Adds a capture unless the term already has it (same sentence, same time).
    static func insertIfNew(_ capture: StoredCapture, to summary: inout ImportSummary, in db: Database) throws {
        guard try !capture.exists(in: db) else { return }
        var row = capture
        try row.insert(db)
        summary.captures += 1
    }
}
