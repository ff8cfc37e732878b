import Foundation
import ReaderCore

/// The CSV form of the vocabulary: one record per term with its latest
/// capture. Its header names the columns, so a spreadsheet can reorder or drop
/// any but `term`.
public enum VocabularyCSV {
    public enum Column: String, CaseIterable, Sendable {
        case term, lemma, kind, status, sentence, source, start, end
        case sentenceStart = "sentence_start"
        case note, captured, updated
        /// From the dictionary (`reader export` fills them; import ignores them). `translation` is the
        /// leading sense's words in the learner's language (`native`), as the card's line words it.
        case ipa, sense, translation
    }

    public static var header: String { CSV.record(Column.allCases.map(\.rawValue)) }

    /// `ipa` and `sense` are the `card`'s first IPA and leading sense (empty without a card).
    public static func record(_ entry: VocabularyEntry, card: CardFacts? = nil) -> String {
        let capture = entry.latestCapture
        let fields: [String] = [
            entry.term, entry.lemma, entry.kind.rawValue, entry.status.rawValue, capture?.sentence ?? "",
            capture?.source ?? "", capture?.range.map { String($0.lowerBound) } ?? "",
            capture?.range.map { String($0.upperBound) } ?? "", capture?.sentenceStart.map(String.init) ?? "",
            capture?.note ?? "", capture.map { TimeStamp.string($0.capturedAt) } ?? "", TimeStamp.string(entry.updatedAt),
            card?.ipa.first ?? "", card?.senses.first?.gloss ?? "", card?.translation.map(TranslationText.line) ?? "",
        ]
        return CSV.record(fields.map(CSVCellSafety.exported))
    }

    /// Reads records back. A row without `lemma` is lemmatized with `lemmatize`
    /// (so hand-made lists work); a row without `status` gets `defaultStatus`, a
    /// capture without `captured` the import's time, `now`.
    public static func records(_ text: String, defaultStatus: WordStatus, now: Date,
                               lemmatize: (String) throws -> Term) throws -> [ImportRecord] {
        var columns: [Column: Int] = [:]
        var records: [ImportRecord] = []
        try CSV.forEachRecord(text) { fields, line in
            if columns.isEmpty {
                for (index, name) in fields.enumerated() {
                    if let column = Column(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()) { columns[column] = index }
                }
                guard columns[.term] != nil else {
                    throw StoreError.malformedImport(format: "csv", line: line, reason: "the header has no 'term' column")
                }
                return
            }
            func value(_ column: Column) -> String? {
                guard let index = columns[column], index < fields.count else { return nil }
                let value = CSVCellSafety.imported(fields[index].trimmingCharacters(in: .whitespaces))
                return value.isEmpty ? nil : value
            }
            func fail(_ reason: String) -> StoreError { .malformedImport(format: "csv", line: line, reason: reason) }
            guard let termText = value(.term) else { return }
            var status = defaultStatus
            if let name = value(.status) {
                guard let parsed = WordStatus(rawValue: name.lowercased()) else {
                    throw fail("unknown status '\(name)' (use new, learning, known or ignored)")
                }
                status = parsed
            }
            if value(.kind) == VocabularyEntry.Kind.form.rawValue {
                records.append(.form(termText, lemma: value(.lemma) ?? termText, status: status))
                return
            }
            let term: Term
            do {
                term = try value(.lemma).flatMap(Term.init(key:)) ?? lemmatize(termText)
            } catch StoreError.invalidTerm {
                throw fail("term '\(termText)' has no words to store")
            }
            var capture: Capture?
            if let sentence = value(.sentence) {
                let start = try value(.start).map { try integer($0, fail) }
                let end = try value(.end).map { try integer($0, fail) }
                let sentenceStart = try value(.sentenceStart).map { try integer($0, fail) }
                if let problem = ImportValidation.offsetProblem(start: start, end: end, sentenceStart: sentenceStart) {
                    throw fail(problem)
                }
                let captured = try value(.captured).map { (text: String) throws -> Date in
                    switch TimeStamp.time(text) {
                    case .success(let date): return date
                    case .failure(.notATime): throw fail("'\(text)' is not an ISO 8601 time")
                    case .failure(let problem): throw fail("'\(text)' \(problem)")
                    }
                }
                let range = ImportValidation.range(start: start, end: end)
                capture = Capture(term: term, surface: termText, sentence: sentence, source: value(.source),
                                  range: range, sentenceStart: sentenceStart, capturedAt: captured ?? now, note: value(.note))
            }
            records.append(.term(term, display: termText, status: status, capture: capture))
        }
        return records
    }

    private static func integer(_ text: String, _ fail: (String) -> StoreError) throws -> Int {
        guard let number = Int(text), number >= 0, number <= ImportValidation.maximumOffset else {
            throw fail("'\(text)' is not a byte offset")
        }
        return number
    }
}
