import Foundation
import GRDB

extension VocabularyStore {
    /// Writes the backup as it is read, the same bytes as
    /// `backup().encoded()`: terms come from a cursor in key order, each with
    /// its captures and history merged in from cursors sorted the same way,
    /// and is encoded and written on its own, so memory holds one term at a
    /// time however large the store. `details` adds each capture's IPA and
    /// chosen sense (`backup(details:)` takes the same).
    public func writeBackup<Sink: TextSink>(to sink: inout Sink, details: VocabularyBackup.CaptureDetails? = nil) throws {
        try read { db in
            let forms = try StoredFormOverride.order(StoredFormOverride.Columns.form).fetchAll(db).map(VocabularyBackup.FormRecord.init)
            let settings = try StoredSetting.fetchAll(db).reduce(into: [String: String]()) { $0[$1.key] = $1.value }
            let frame = try VocabularyBackup.Frame(VocabularyBackup(settings: settings, terms: [], forms: forms))
            let termRows = try StoredTerm.order(StoredTerm.Columns.key).fetchCursor(db)
            guard var term = try termRows.next() else { return try sink.write(frame.empty) }
            // Sorted by their term's key first, so each term's rows come together and in the terms' order.
            let captureRows = try StoredCapture.fetchCursor(db, sql: """
                SELECT capture.* FROM capture JOIN term ON term.id = capture.term_id
                ORDER BY term.key, capture.captured_at, capture.id
                """)
            let historyRows = try StoredStatusChange.fetchCursor(db, sql: """
                SELECT status_change.* FROM status_change JOIN term ON term.id = status_change.term_id
                ORDER BY term.key, status_change.changed_at, status_change.id
                """)
            var capture = try captureRows.next()
            var change = try historyRows.next()
            try sink.write(frame.opening)
            var output = ChunkedText()
            while true {
                let id = term.id ?? 0
                var captures: [VocabularyBackup.CaptureRecord] = []
                while let row = capture, row.termID == id {
                    captures.append(try .init(row, key: term.key, details: details))
                    capture = try captureRows.next()
                }
                var history: [VocabularyBackup.HistoryRecord] = []
                while let row = change, row.termID == id {
                    history.append(.init(row))
                    change = try historyRows.next()
                }
                output.text += try frame.element(.init(term, captures: captures, history: history))
                guard let next = try termRows.next() else { break }
                term = next
                output.text += ",\n"
                try output.flush(to: &sink)
            }
            output.text += frame.closing
            try output.flush(to: &sink, force: true)
        }
    }
}

extension VocabularyBackup {
    /// The encoded backup without its terms, cut where they go, and the
    /// encoder that writes each term as the whole document's encoder would.
    struct Frame {
        let empty: String
        let opening: String
        let closing: String
        private let encoder = VocabularyBackup.encoder()
        /// `"terms"` is a member of the top-level object, before `"version"` (sorted keys).
        private static let termsKey = "\n  \"terms\" : "
        private static let elementIndent = "    "

        init(_ withoutTerms: VocabularyBackup) throws {
            empty = try String(decoding: withoutTerms.encoded(), as: UTF8.self)
            // Raw newlines stand only between members (strings escape theirs), so these cuts are exact.
            guard let terms = empty.range(of: Self.termsKey), let version = empty.range(of: ",\n  \"version\"", range: terms.upperBound..<empty.endIndex)
            else { throw EncodingError.invalidValue(withoutTerms, .init(codingPath: [], debugDescription: "no terms member")) }
            opening = empty[..<terms.upperBound] + "[\n"
            closing = "\n  ]" + empty[version.lowerBound...]
        }

        /// One term as an element of the `terms` array, two levels in (the
        /// encoder leaves the blank line of an empty array unindented).
        func element(_ record: TermRecord) throws -> String {
            let encoded = String(decoding: VocabularyBackup.escapingUnsafeScalars(try encoder.encode(record)), as: UTF8.self)
            return encoded.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : Self.elementIndent + $0 }
                .joined(separator: "\n")
        }
    }
}
