import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Difficulty: user-relative profile")
struct DifficultyProfileTests {
    static let vocabulary = VocabularySnapshot(lemmas: ["the": .known, "cat": .learning, "run": .ignored])

    @Test("counts and coverage of a tiny text, worked out by hand")
    func tinyText() throws {
        let report = try DifficultyFixture.report("The cat sat. The cat ran away.", vocabulary: Self.vocabulary)
        #expect(report.words == 7)
        #expect(report.sentences == 2)
        #expect(report.uniqueLemmas == 5)  // the, cat, sit, run, away
        #expect(report.knownCoverage == 3.0 / 7)  // the x2 (known), ran (ignored)
        #expect(report.learningCoverage == 2.0 / 7)  // cat x2
        #expect(report.newUnique == 2)  // sit, away
        #expect(report.newUniqueShare == 0.4)
        #expect(report.topNew == [LemmaCount(lemma: "away", count: 1), LemmaCount(lemma: "sit", count: 1)])
        #expect(report.names == 0)
    }

    @Test("a capitalised word inside a sentence that is not a common word is a name, known to everyone")
    func names() throws {
        let report = try DifficultyFixture.report("I saw Emma today.")
        #expect(report.words == 4)
        #expect(report.names == 1)
        #expect(report.knownCoverage == 0.25)
        #expect(report.uniqueLemmas == 4)
        #expect(report.newUnique == 3)  // I, see, today: the name is never New
        #expect(report.newUniqueShare == 0.75)
        // "emma" ranks 4,185 (5k band) but names are known from the start: 25% + 75% in 1k.
        #expect(report.bands[.k5] == 0.25)
        #expect(report.k95 == 1)
        #expect(report.aboveLevelShare == 0)  // names are left out; I, see, today are A1
    }

    /// `read`'s rule (issue 10): a name unless the text also writes the word in lower case.
    @Test("a capitalised common word is a name only if the text never writes it in lower case", arguments: [
        ("They walked to Bath.", 1), ("They walked to Bath. The bath was hot.", 0),
    ])
    func capitalisedCommonWord(text: String, names: Int) throws {
        #expect(try DifficultyFixture.report(text).names == names)
    }

    @Test("a surface form's own status overrides its lemma's", arguments: [
        (VocabularySnapshot(lemmas: ["dog": .learning]), 0.0, 0.2),
        (VocabularySnapshot(lemmas: ["dog": .learning], forms: ["dogs": .known]), 0.2, 0.0),
        (VocabularySnapshot(forms: ["dogs": .ignored]), 0.2, 0.0),
    ])
    func formOverride(vocabulary: VocabularySnapshot, known: Double, learning: Double) throws {
        let report = try DifficultyFixture.report("Dogs bark at the cat.", vocabulary: vocabulary)
        #expect(report.words == 5)
        #expect(report.knownCoverage == known)
        #expect(report.learningCoverage == learning)
    }

    @Test("most frequent new lemmas first, ties alphabetical, limited")
    func topNew() throws {
        let scorer = try DifficultyFixture.scorer()
        let limited = DifficultyScorer(data: scorer.data, topNewLimit: 2)
        let report = try limited.score("Dogs bark. A dog barks at a cat. Cats run.", tokenizer: .init())
        #expect(report.topNew == [LemmaCount(lemma: "a", count: 2), LemmaCount(lemma: "bark", count: 2)])
        #expect(report.newUnique == 6)  // dog, bark, a, at, cat, run
    }

    @Test("numbers, punctuation and links are not running words")
    func nonWords() throws {
        let report = try DifficultyFixture.report("It cost 3.14 dollars, see https://example.com/x!")
        #expect(report.words == 4)  // It, cost, dollars, see
        #expect(report.sentences == 1)
    }

    @Test("no words: zeros, no thresholds, the minimum level")
    func empty() throws {
        let report = try DifficultyFixture.report("  123 ... !!")
        #expect(report.words == 0 && report.sentences == 0 && report.uniqueLemmas == 0)
        #expect(report.knownCoverage == 0)
        #expect(report.k95 == nil && report.k98 == nil)
        #expect(report.levelScore == LevelScore.minimum)
        #expect(report.cefr == .a1)
    }

    @Test("share of words above the learner's level")
    func aboveLevel() throws {
        // cefrpy: the, cat, sit A1; "melancholy" is above A2.
        let scorer = try DifficultyFixture.scorer(level: .a2)
        let report = try scorer.score("The melancholy cat sat.", tokenizer: .init())
        #expect(report.aboveLevelShare == 0.25)
        #expect(report.learnerLevel == .a2)
    }
}
