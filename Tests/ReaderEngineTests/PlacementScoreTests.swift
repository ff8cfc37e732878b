import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// The placement test's scoring with fixed answers (issue 27 item 4): per band, yes answers corrected
/// for the pseudowords answered yes, (hits - false alarms) / (1 - false alarms), times the band's width.
@Suite("Placement: scoring")
struct PlacementScoreTests {
    /// Two bands of 100 families, 4 words each, and 4 pseudowords; answers in item order.
    static let test = PlacementTest(
        bands: [PlacementTest.Band(first: 1, last: 100), PlacementTest.Band(first: 101, last: 200)],
        items: (0..<4).map { PlacementTest.Item(word: "a\($0)", band: 0, rank: 1 + 25 * $0) }
            + (0..<4).map { PlacementTest.Item(word: "b\($0)", band: 1, rank: 101 + 25 * $0) }
            + (0..<4).map { PlacementTest.Item(word: "p\($0)", band: nil, rank: nil) })

    static let cases: [(first: String, second: String, pseudo: String, corrected: [Double], size: Int)] = [
        ("yyyy", "ynnn", "nnnn", [1, 0.25], 125),
        ("yyyy", "ynnn", "ynnn", [1, 0], 100),
        ("yyyy", "yyyn", "yynn", [1, 0.5], 150),
        ("yyyn", "nnnn", "nnnn", [0.75, 0], 75),
        ("yyyy", "yyyy", "yyyy", [0, 0], 0),
        ("nnnn", "nnnn", "nnnn", [0, 0], 0),
    ]

    @Test(arguments: cases)
    func bandsAreCorrectedForGuessing(_ row: (first: String, second: String, pseudo: String, corrected: [Double], size: Int)) {
        let answers = (row.first + row.second + row.pseudo).map { $0 == "y" }
        let score = PlacementScore(test: Self.test, answers: answers)
        #expect(score.bands.map(\.corrected) == row.corrected)
        #expect(score.size == row.size)
        #expect(score.pseudowords == 4)
        #expect(score.pseudowordsYes == row.pseudo.count(where: { $0 == "y" }))
    }

    @Test func theImpliedFamiliesAreEachBandsMostFrequent() {
        let families = FamilyList(heads: (1...200).map { "w\($0)" })
        let score = PlacementScore(test: Self.test, answers: ("yyyy" + "ynnn" + "nnnn").map { $0 == "y" })
        let known = score.impliedKnown(families: families)
        #expect(known == (1...100).map { "w\($0)" } + (101...125).map { "w\($0)" })
    }

    /// Milton's (2010) levels by the families known among the 5,000 most frequent.
    @Test(arguments: [(0, CEFRLevel.a1), (1_499, .a1), (1_500, .a2), (2_750, .b1), (3_300, .b2), (3_750, .c1), (4_600, .c2)])
    func theLevelComesFromTheFirst5000(size: Int, level: CEFRLevel) {
        let band = PlacementTest.Band(first: 1, last: 5_000)
        let test = PlacementTest(bands: [band], items: (0..<5_000).map { PlacementTest.Item(word: "w\($0)", band: 0, rank: $0 + 1) })
        let score = PlacementScore(test: test, answers: (0..<5_000).map { $0 < size })
        #expect(score.sizeWithinFirst5000 == size)
        #expect(score.level == level)
    }
}
