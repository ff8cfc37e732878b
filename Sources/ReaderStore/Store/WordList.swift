import Foundation
import ReaderCore

/// `import --format words`: one word or phrase per line, each stored by its
/// lemma with one status; blank lines and lines starting with `#` are skipped.
public enum WordList {
    public static func records(_ text: String, status: WordStatus, lemmatize: (String) throws -> Term) -> [ImportRecord] {
        var records: [ImportRecord] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let entry = line.trimmingCharacters(in: .whitespaces)
            if entry.isEmpty || entry.hasPrefix("#") { continue }
            // A line of punctuation only has nothing to store; skip it rather than fail the list.
            guard let term = try? lemmatize(entry) else { continue }
            records.append(.term(term, display: entry, status: status, capture: nil))
        }
        return records
    }
}
