import Foundation
import GRDB
import ReaderCore

extension VocabularyStore {
    /// Writes the backup as it is read, the same bytes as
    /// `backup().encoded()`: each term's record (`forEachTermRecord`) is
    /// encoded and written on its own, so memory holds one term at a time
    /// however large the store. `details` adds each capture's IPA and chosen
    /// sense (`backup(details:)` takes the same).
    public func writeBackup<Sink: TextSink>(to sink: inout Sink, details: VocabularyBackup.CaptureDetails? = nil) throws {
        try read { db in
            let numbers = try BatchNumbers(db)
            let frame = try VocabularyBackup.Frame(Self.backupWithoutTerms(db, numbers: numbers))
            var output = ChunkedText()
            var first = true
            try Self.forEachTermRecord(db, batch: numbers.number, details: details) { record in
                output.text += first ? frame.opening : ",\n"
                first = false
                output.text += try frame.element(record)
                try output.flush(to: &sink)
            }
            output.text += first ? frame.empty : frame.closing
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
