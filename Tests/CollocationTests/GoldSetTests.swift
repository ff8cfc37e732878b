import Collocations
import Foundation
import Testing
import Tokenizer

/// Tap expansion on the hand-annotated gold set `Corpora/eval/phrase-gold.tsv`
/// (see its README): exact match on taps inside multiword expressions, and
/// false expansions of taps on ordinary words.
struct GoldSetTests {
    struct Row {
        let offset: Int
        let expected: String
        let category: String
        let sentence: String
    }

    static let rows: [Row] = String(decoding: CollocationFixture.bytes("eval/phrase-gold.tsv"), as: UTF8.self)
        .split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Row(offset: Int(fields[0])!, expected: fields[1], category: fields[2], sentence: fields[3])
        }

    /// Rates on the gold set: (exact-match rate inside expressions, false-expansion rate on words, misses).
    static func evaluate(_ expander: TapExpander) throws -> (exact: Double, falseExpansion: Double, misses: [String]) {
        var inside = 0, exact = 0, words = 0, expanded = 0
        var misses: [String] = []
        for row in rows {
            let text = try CollocationFixture.lemmatized(row.sentence)
            let expansion = try expander.expand(text, at: row.offset)
            let got = expansion.text(in: text)
            if row.category == "word" {
                words += 1
                if expansion.source != .word { expanded += 1 }
            } else {
                inside += 1
                if got == row.expected { exact += 1 }
            }
            if got != row.expected { misses.append("\(row.category)\t\(row.expected)\t\(got)\t\(expansion.source)\t\(row.sentence)") }
        }
        return (Double(exact) / Double(inside), Double(expanded) / Double(words), misses)
    }

    @Test func goldSetHasBothKindsOfTaps() {
        #expect(GoldSetTests.rows.count >= 150)
        let words = GoldSetTests.rows.filter { $0.category == "word" }.count
        #expect(words >= 60 && GoldSetTests.rows.count - words >= 60)
    }

    @Test func expansionMeetsTheTargets() throws {
        let (exact, falseExpansion, misses) = try GoldSetTests.evaluate(CollocationFixture.expander)
        print(String(format: "phrase gold set: exact match inside expressions %.1f%%, false expansion on words %.1f%%", exact * 100, falseExpansion * 100))
        for miss in misses { print("miss\t" + miss) }
        #expect(exact >= 0.45)
        #expect(falseExpansion <= 0.04)
    }
}
