@testable import Collocations
import Testing
import Tokenizer

/// Phrase selection from counts, and the model file round trip.
struct PhraseDetectorTests {
    /// "pay attention" recurs six times; each filler sentence at most three times.
    static let corpus: String = {
        let subjects = ["The students", "My neighbours", "Young children", "Our friends", "Those drivers", "Most readers"]
        let fillers = ["walked home slowly", "ate bread quickly", "bought fresh apples", "read long novels",
                       "drank cold water", "wrote short letters", "sang old songs", "painted blue doors"]
        var sentences: [String] = []
        for (index, subject) in subjects.enumerated() {
            sentences.append("\(subject) pay attention.")
            for offset in 0..<3 { sentences.append("\(subject) \(fillers[(index * 3 + offset) % fillers.count]).") }
        }
        return sentences.joined(separator: " ")
    }()

    @Test func findsTheRecurringPairAndNotTheOneOffs() throws {
        let counts = try CollocationFixture.counts(PhraseDetectorTests.corpus)
        let detector = PhraseDetector(lexicon: CollocationFixture.lexicon, minCount: 5, minNPMI: 0.3, minLogLikelihood: 10.83)
        let found = detector.phrases(in: counts).map { $0.gram }
        #expect(found.contains(CollocationFixture.gram("pay attention")))
        #expect(!found.contains(CollocationFixture.gram("blue door")))
    }

    @Test(arguments: [
        ("make a decision", true),
        ("in spite of", true),
        ("the house", false),
        ("house the", false),
        ("it be", false),
        ("give up", true),
    ])
    func phraseShape(_ words: String, expected: Bool) {
        let detector = PhraseDetector(lexicon: CollocationFixture.lexicon)
        #expect(detector.hasPhraseShape(CollocationFixture.gram(words)) == expected)
    }

    /// "at a loss": the split "at a | loss" has an all-function side and is skipped,
    /// so the score comes from "at | a loss".
    @Test func weakestSplitSkipsFunctionWordSides() throws {
        let counts = try CollocationFixture.counts(String(repeating: "I was at a loss. A loss hurts. ", count: 6))
        let detector = PhraseDetector(lexicon: CollocationFixture.lexicon, minCount: 1)
        let scored = try #require(detector.weakestSplit(of: CollocationFixture.gram("at a loss"), count: 6, in: counts))
        #expect(scored.split == 1)
        #expect(scored.counts == PairCounts(joint: 6, left: 6, right: 12, total: Int(counts.words)))
    }

    @Test func modelRoundTrip() throws {
        let counts = try CollocationFixture.counts(PhraseDetectorTests.corpus)
        let phrases = PhraseDetector(lexicon: CollocationFixture.lexicon, minCount: 5, minNPMI: 0.3).phrases(in: counts)
        let bytes = PhraseModel.encode(phrases, totalWords: Int(counts.words), minCount: 5, lexicon: CollocationFixture.lexicon)
        let model = try PhraseModel(bytes: bytes, lexicon: CollocationFixture.lexicon)
        #expect(model.phrases.count == phrases.count)
        #expect(model.totalWords == Int(counts.words))
        let phrase = try #require(model.phrase(for: CollocationFixture.gram("pay attention")))
        #expect(model.text(of: phrase) == "pay attention")
        #expect(phrase.counts.joint == 6)
        #expect(model.top(1, by: .npmi).count == 1)
    }

    static let header = Array("RDPHRASE".utf8)
    static let corruptModels: [([UInt8], PhraseModelError)] = [
        (Array("NOTMODEL".utf8) + [UInt8](repeating: 0, count: 40), .notAModel),
        (header + [2, 0, 0, 0] + [UInt8](repeating: 0, count: 24), .unsupportedVersion(2)),
        // One phrase announced, none stored.
        (header + [1, 0, 0, 0] + [UInt8](repeating: 0, count: 16) + [1, 0, 0, 0] + [0, 0, 0, 0], .truncated),
    ]

    @Test(arguments: PhraseDetectorTests.corruptModels)
    func corruptModelsAreRejected(_ bytes: [UInt8], expected: PhraseModelError) {
        #expect(throws: expected) { try PhraseModel(bytes: bytes, lexicon: CollocationFixture.lexicon) }
    }
}
