import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Difficulty: level score")
struct DifficultyLevelTests {
    @Test("features and scores of a tiny text, worked out by hand")
    func tinyText() throws {
        let report = try DifficultyFixture.report("The cat sat. The cat ran away.")
        let features = report.features
        #expect(features.meanSentenceLength == 3.5)
        #expect(features.meanSyllables == 8.0 / 7)  // away has 2
        #expect(features.meanLetters == 22.0 / 7)
        // ranks: the 1 (x2), cat 1,246 (x2), sit 808, run 217, away 237
        let logRank = (2 * log(1.0) + 2 * log(1246.0) + log(808.0) + log(217.0) + log(237.0)) / 7
        #expect(abs(features.meanLogRank - logRank) < 1e-12)
        #expect(features.rareShare == 0)
        // -7.072 + 1.855 ln 3.5 + 1.051 * 4.5426 + 0.302 * 8/7
        #expect(abs(report.levelScore - 0.3712) < 0.0005)
        #expect(report.cefr == .a1)
        // 0.39 * 3.5 + 11.8 * 8/7 - 15.59
        #expect(abs(report.fleschKincaidGrade - -0.7393) < 0.0005)
    }

    @Test("CEFR band of a score", arguments: [
        (-2.0, CEFRLevel.a1), (1.0, .a1), (1.49, .a1), (1.5, .a2), (2.49, .a2), (2.5, .b1), (3.5, .b2),
        (4.5, .c1), (5.49, .c1), (5.5, .c2), (9.0, .c2),
    ])
    func band(score: Double, level: CEFRLevel) {
        #expect(LevelScore.band(of: score) == level)
    }

    @Test("syllables per word", arguments: [
        ("the", 1), ("cat", 1), ("make", 1), ("table", 2), ("reading", 2), ("away", 2), ("beautiful", 3),
        ("queue", 1), ("rhythm", 1), ("be", 1), ("Elephant", 3),
    ])
    func syllables(word: String, count: Int) {
        var word = word
        word.withUTF8 { #expect(Syllables.count($0) == count) }
    }

    @Test("a text repeated ten times scores the same", arguments: [
        "emma-opening.txt", "moby-dick-loomings.txt", "pride-and-prejudice-chapter-1.txt",
    ])
    func lengthInvariance(sample: String) throws {
        let text = try DifficultyFixture.sample(sample).trimmingCharacters(in: .whitespacesAndNewlines)
        let once = try DifficultyFixture.report(text)
        let tenTimes = try DifficultyFixture.report(Array(repeating: text, count: 10).joined(separator: "\n\n"))
        #expect(tenTimes.words == 10 * once.words)
        #expect(tenTimes.sentences == 10 * once.sentences)
        #expect(tenTimes.uniqueLemmas == once.uniqueLemmas)
        #expect(abs(tenTimes.levelScore - once.levelScore) < 1e-9)
        #expect(tenTimes.cefr == once.cefr)
        #expect(abs(tenTimes.knownCoverage - once.knownCoverage) < 1e-12)
        for (a, b) in zip(tenTimes.bands.shares, once.bands.shares) { #expect(abs(a - b) < 1e-12) }
        #expect(tenTimes.k95 == once.k95 && tenTimes.k98 == once.k98)
        #expect(abs(tenTimes.fleschKincaidGrade - once.fleschKincaidGrade) < 1e-9)
    }

    @Test("simpler text scores lower", arguments: [
        ("The dog ran to the park. It was a sunny day. We had fun.",
         "Notwithstanding the considerable inconvenience occasioned by the protracted negotiations, the delegation "
            + "maintained its unwavering commitment to an equitable resolution of the territorial dispute."),
        ("She was tired, so she went to bed.",
         "Being exhausted after her extraordinarily arduous journey, she retired to her chamber, where she "
            + "contemplated the melancholy circumstances of her situation."),
    ])
    func ordering(easy: String, hard: String) throws {
        let easyReport = try DifficultyFixture.report(easy)
        let hardReport = try DifficultyFixture.report(hard)
        #expect(easyReport.levelScore + 1 < hardReport.levelScore)
        #expect(easyReport.cefr <= .a2)
        #expect(hardReport.cefr >= .c1)
    }

    @Test("shipped samples land in plausible bands")
    func samples() throws {
        let pride = try DifficultyFixture.report(try DifficultyFixture.sample("pride-and-prejudice-chapter-1.txt"))
        let persuasion = try DifficultyFixture.report(try DifficultyFixture.sample("persuasion-chapter-1-opening.txt"))
        // Fitted on news (OneStopEnglish): the dialogue of Pride and Prejudice's first chapter reads
        // short-sentenced, Persuasion's long periodic sentences read advanced.
        #expect(pride.cefr == .a2)
        #expect(persuasion.cefr == .c1)
        #expect(pride.levelScore + 1.5 < persuasion.levelScore)
    }
}
