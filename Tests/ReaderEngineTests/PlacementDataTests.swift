import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// The placement test on the shipped data (issue 27 item 4): the family list it samples, its
/// pseudowords, and simulated learners whose size it must recover within 15%.
@Suite("Placement: the shipped data")
struct PlacementDataTests {
    static let data = CaptureFixture.data
    static let dictionary: EnglishDictionary = try! EnglishDictionary(location: CaptureFixture.data.location)
    static let families: FamilyList = try! FamilyList(data: data, dictionary: dictionary)
    static let ranks = families.ranks()
    static let check: PseudowordCheck = try! PseudowordCheck(data: data, dictionary: dictionary)

    static func test(seed: UInt64) throws -> PlacementTest {
        try PlacementTest(seed: seed, families: families, data: data, dictionary: dictionary)
    }

    @Test func theListHoldsTwentyThousandFamilies() {
        #expect(Self.families.heads.count == FamilyList.size)
        #expect(Set(Self.families.heads).count == FamilyList.size)
    }

    /// Heads count, their members and names do not.
    @Test(arguments: [("the", true), ("farm", true), ("least", true), ("website", true), ("happy", true),
                      ("farming", false), ("farmer", false), ("unhappy", false), ("quickly", false),
                      ("london", false), ("facebook", false), ("obama", false), ("of", true)])
    func familyHeadsAreCounted(word: String, counted: Bool) {
        #expect((Self.ranks[word] != nil) == counted)
    }

    @Test(arguments: [("bank", PseudowordProblem.inLexicon), ("london", .inLexicon), ("obama", .inLexicon),
                      ("stomped", .inLexicon), ("aaberg", .pronounced), ("blanker", .realWordWithSuffix),
                      ("tableish", .realWordWithSuffix)])
    func realWordsAndNamesAreNoPseudowords(word: String, problem: PseudowordProblem) {
        #expect(Self.check.problem(with: word) == problem)
    }

    @Test(arguments: [UInt64(1), 7, 2026])
    func aTestHasSixWordsPerBandAndTwentyFourPseudowords(seed: UInt64) throws {
        let test = try Self.test(seed: seed)
        #expect(test.items.count == 96)
        #expect(test.items.count(where: \.isPseudoword) == 24)
        for band in test.bands.indices {
            let ranks = test.items.filter { $0.band == band }.compactMap(\.rank)
            #expect(ranks.count == 6)
            #expect(ranks.allSatisfy { (test.bands[band].first...test.bands[band].last).contains($0) })
        }
        #expect(Set(test.items.map(\.word)).count == 96)
        for item in test.items where item.isPseudoword {
            #expect(Self.check.problem(with: item.word) == nil)
            #expect(Self.data.lexicon.id(of: item.word) == nil)
        }
        for item in test.items where !item.isPseudoword {
            #expect(PlacementTest.isTestable(item.word, dictionary: Self.dictionary))
            #expect(Self.ranks[item.word] == item.rank)
        }
        #expect(try Self.test(seed: seed) == test)
    }

    @Test func anotherSeedDrawsOtherWords() throws {
        #expect(try Self.test(seed: 1).items.map(\.word) != Self.test(seed: 2).items.map(\.word))
    }

    /// A learner who knows every family down to `size` and says yes to `guesses` of the pseudowords.
    @Test(arguments: [1_000, 1_500, 2_000, 2_500, 3_000, 4_500, 7_000, 10_000, 15_000], [0, 2, 5])
    func simulatedLearnersAreRecoveredWithin15Percent(size: Int, guesses: Int) throws {
        for seed: UInt64 in [1, 2, 3] {
            let test = try Self.test(seed: seed)
            var guessed = 0
            let answers = test.items.map { item -> Bool in
                guard let rank = item.rank else {
                    guessed += 1
                    return guessed <= guesses
                }
                return rank <= size
            }
            let score = PlacementScore(test: test, answers: answers)
            #expect(abs(Double(score.size - size)) <= 0.15 * Double(size), "seed \(seed): \(score.size) for \(size)")
        }
    }
}
