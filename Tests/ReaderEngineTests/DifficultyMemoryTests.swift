import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore
import SeededRandom
import Tokenizer

/// Issue 28 item 4: `score` on 100 MB of base64 peaked at 596 MB, one `[String: Int]` entry (about 190 bytes)
/// per distinct "word" and a list of every New lemma built to pick the top ten.
@Suite("Difficulty: memory on text of endless distinct words (issue 28)")
struct DifficultyMemoryTests {
    /// Made-up words outside the lexicon, each New: "zqxa" twice, and names in the middle of sentences.
    static let junk = "Mix zqxa zqxb zqxa Vrolk. Then Vrolk zqxc Qwopr."

    static func accumulate(_ text: String, budget: Int) throws -> (report: DifficultyReport, tableBytes: Int) {
        let scorer = try DifficultyFixture.scorer()
        var accumulator = DifficultyAccumulator(scorer: scorer, distinctWordBudget: budget)
        var tokenized = try Tokenizer().tokenize(text)
        scorer.data.lemmatizer.lemmatize(&tokenized)
        accumulator.add(tokenized)
        let bytes = accumulator.distinctWordBytes
        return (accumulator.finish(), bytes)
    }

    @Test("words past the distinct-word budget are tallied at once, each a distinct lemma, none in top New (issue 28)")
    func distinctWordsPastTheBudgetAreTalliedAtOnce() throws {
        let within = try Self.accumulate(Self.junk, budget: DifficultyScorer.distinctWordBudget).report
        let past = try Self.accumulate(Self.junk, budget: 0).report
        #expect(within.words == 9 && past.words == 9)
        #expect(within.names == 3 && past.names == 3)
        // mix, then (lexicon lemmas), zqxa, zqxb, zqxc, and the names Vrolk, Qwopr.
        #expect(within.uniqueLemmas == 7)
        #expect(within.newUnique == 5)
        #expect(within.topNew.map { "\($0.lemma) \($0.count)" } == ["zqxa 2", "mix 1", "then 1", "zqxb 1", "zqxc 1"])
        // Past the budget every word outside the lexicon counts anew: zqxa twice, Vrolk twice.
        #expect(past.uniqueLemmas == 9)
        #expect(past.newUnique == within.newUnique + 1)
        #expect(past.topNew.map { "\($0.lemma) \($0.count)" } == ["mix 1", "then 1"])
        // The word-weighted figures do not depend on where a word was counted.
        #expect(past.bands == within.bands)
        #expect(abs(past.knownCoverage - within.knownCoverage) < 1e-12)
        #expect(abs(past.features.meanLogRank - within.features.meanLogRank) < 1e-9)
        #expect(abs(past.aboveLevelShare - within.aboveLevelShare) < 1e-12)
    }

    @Test("base64 keeps the distinct-word tables within their budget (issue 28)")
    func base64StaysWithinTheDistinctWordBudget() throws {
        var generator = SplitMix64(seed: 28)
        let bytes = (0..<300_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let text = Data(bytes).base64EncodedString()
        let budget = 256 << 10
        let (report, tableBytes) = try Self.accumulate(text, budget: budget)
        // Slots double as a table grows: at most one doubling of the largest one past the budget.
        #expect(tableBytes < budget * 2)
        #expect(report.words > 5_000)
        #expect(report.uniqueLemmas > 5_000)
    }

    struct TopCase: Sendable, CustomTestStringConvertible {
        let offered: [LemmaCount]
        let limit: Int
        let expected: [LemmaCount]
        var testDescription: String { "\(offered.map(\.lemma)) limit \(limit)" }

        init(_ offered: [(String, Int)], limit: Int, _ expected: [(String, Int)]) {
            self.offered = offered.map { LemmaCount(lemma: $0.0, count: $0.1) }
            self.limit = limit
            self.expected = expected.map { LemmaCount(lemma: $0.0, count: $0.1) }
        }
    }

    static let topCases: [TopCase] = [
        TopCase([("b", 1), ("a", 1), ("c", 3), ("d", 2)], limit: 2, [("c", 3), ("d", 2)]),
        TopCase([("b", 1), ("a", 1), ("c", 1)], limit: 2, [("a", 1), ("b", 1)]),
        TopCase([("z", 5), ("y", 5), ("x", 5), ("w", 1)], limit: 3, [("x", 5), ("y", 5), ("z", 5)]),
        TopCase([("a", 1)], limit: 0, []),
        TopCase([("é", 2), ("e", 2), ("f", 2)], limit: 10, [("e", 2), ("f", 2), ("é", 2)]),
    ]

    @Test("the top New list keeps the most frequent, ties in String order, whatever the order offered", arguments: topCases)
    func topLemmasKeepTheBest(_ test: TopCase) {
        for order in [test.offered, test.offered.reversed()] {
            var top = TopLemmas(limit: test.limit)
            for candidate in order { top.offer(count: candidate.count) { candidate.lemma } }
            #expect(top.best == test.expected)
        }
    }

    @Test("a lemma that cannot make the list never gets its text made")
    func topLemmasSkipTextOfHopelessCandidates() {
        var top = TopLemmas(limit: 2)
        var made = 0
        for count in [5, 4, 1, 1, 3] { top.offer(count: count) { made += 1; return "w\(count)" } }
        #expect(top.best == [LemmaCount(lemma: "w5", count: 5), LemmaCount(lemma: "w4", count: 4)])
        #expect(made == 2)
    }

    @Test("the byte-key index numbers keys in order and finds each again after growing")
    func byteKeyIndexFindsEveryKey() {
        var index = ByteKeyIndex()
        let keys = (0..<5_000).map { "key\($0)" } + ["", "é", "KEY1"]
        for (number, key) in keys.enumerated() {
            var key = key
            let (entry, inserted) = key.withUTF8 { index.insert($0, hash: ByteKeyIndex.hash($0)) }
            #expect(entry == number && inserted)
        }
        for (number, key) in keys.enumerated() {
            var key = key
            #expect(key.withUTF8 { index.insert($0, hash: ByteKeyIndex.hash($0)) } == (number, false))
            #expect(index.key(number) == key)
        }
        var missing = "key5000"
        #expect(missing.withUTF8 { index.find(hash: ByteKeyIndex.hash($0), $0) } == nil)
        #expect(index.count == 5_003)
    }
}
