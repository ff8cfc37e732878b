import Foundation
import Tokenizer

/// A word written with inner hyphens counts as the word written closed up ("e-mail" as "email", "on-line" as
/// "online", "wi-fi" as "wifi") where the tables have no row of its own: wordfreq and cefrpy split words at
/// hyphens, so a hyphenated spelling gets no count or level there, and these are one word spelt two ways.
/// The frequency and CEFR tables both ask here, so the card, `init` and the scorer agree.
enum ClosedUpSpelling {
    /// The word without its inner hyphens; nil when it has none.
    static func of(_ word: String) -> String? {
        guard word.utf8.count > 2, !word.contains(" "), word.dropFirst().dropLast().contains("-") else { return nil }
        return word.replacingOccurrences(of: "-", with: "")
    }

    /// Fills the codes (by lexicon entry) still 0 of hyphenated lemmas with the code `code` reads from the row of
    /// their closed-up spelling, the first such row of the first table that has one.
    static func fill(_ codes: inout [UInt32], lexicon: LemmaLexicon, tables: [[UInt8]],
                     code: ([Substring]) -> UInt32?) {
        var waiting: [String: [Int]] = [:]
        for index in codes.indices where codes[index] == 0 {
            if let lemma = lexicon.string(for: LemmaID(rawValue: UInt32(index))), let closed = of(lemma.lowercased()) {
                waiting[closed, default: []].append(index)
            }
        }
        for tsv in tables where !waiting.isEmpty {
            TSVReader.forEachRow(tsv) { fields, _ in
                guard let first = fields.first, let entries = waiting[String(first)], let found = code(fields) else { return }
                for index in entries { codes[index] = found }
                waiting[String(first)] = nil
            }
        }
    }
}
