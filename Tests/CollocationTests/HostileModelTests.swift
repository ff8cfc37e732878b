import SeededRandom
import Testing
@testable import Collocations
import Tokenizer

/// Regression tests for issue 11 (crafted phrase models must be refused, never trap).
@Suite("Phrase model: hostile files (issue 11)")
struct HostileModelTests {
    static func validModel() throws -> [UInt8] {
        let counts = try CollocationFixture.counts(PhraseDetectorTests.corpus)
        let phrases = PhraseDetector(lexicon: CollocationFixture.lexicon, minCount: 5, minNPMI: 0.3).phrases(in: counts)
        return PhraseModel.encode(phrases, totalWords: Int(counts.words), minCount: 5, lexicon: CollocationFixture.lexicon)
    }

    /// Item 2: bytes 16-23 (the word total) set to 0xFF trapped `expand`.
    @Test func phraseModelWithHugeWordTotalIsRejected() throws {
        var bytes = try Self.validModel()
        for i in 16..<24 { bytes[i] = 0xFF }
        #expect(throws: PhraseModelError.badCounts(record: nil)) { try PhraseModel(bytes: bytes, lexicon: CollocationFixture.lexicon) }
    }

    /// Item 2: a record with joint = 1000 and left = right = 0 made infinite scores that trapped `collocations top`.
    @Test func phraseModelRecordWithImpossibleCountsIsRejected() throws {
        var bytes = try Self.validModel()
        let stringCount = Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16
        let stringBytes = Int(bytes[32]) | Int(bytes[33]) << 8 | Int(bytes[34]) << 16
        let record = 36 + 4 * stringCount + (stringBytes + 3) / 4 * 4
        let fields: [(Int, UInt32)] = [(16, 1000), (20, 0), (24, 0)]
        for (offset, value) in fields {
            for k in 0..<4 { bytes[record + offset + k] = UInt8(truncatingIfNeeded: value >> (8 * k)) }
        }
        #expect(throws: PhraseModelError.badCounts(record: 0)) { try PhraseModel(bytes: bytes, lexicon: CollocationFixture.lexicon) }
    }

    /// The shipped model passes the checks.
    @Test func shippedModelLoads() throws {
        let model = try PhraseModel(bytes: CollocationFixture.bytes("models/default.phrases"), lexicon: CollocationFixture.lexicon)
        #expect(model.phrases.count > 1000)
    }

    /// Property: mutated model files are refused or load with finite measures, never trap.
    @Test(arguments: 0..<4)
    func mutatedModelsNeverTrap(seed: UInt64) throws {
        let valid = try Self.validModel()
        var generator = SplitMix64(seed: seed)
        for _ in 0..<200 {
            var bytes = valid
            for _ in 0...Int.random(in: 0..<4, using: &generator) {
                bytes[Int.random(in: 8..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            guard let model = try? PhraseModel(bytes: bytes, lexicon: CollocationFixture.lexicon) else { continue }
            for measure in AssociationMeasure.allCases {
                #expect(model.top(5, by: measure).allSatisfy { $0.score.isFinite })
            }
        }
    }
}
