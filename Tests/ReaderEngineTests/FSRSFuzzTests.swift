import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

struct FSRSFuzzTests {
    let fuzzy = FSRSScheduler()
    let exact = FSRSScheduler(parameters: FSRSParameters(fuzz: false))
    let start = Date(timeIntervalSince1970: 1_669_725_000)

    /// A review card answered Good: its interval without fuzz, and the card itself.
    func reviewCard(stability: Double) -> FSRSCard {
        FSRSCard(state: .review, step: nil, stability: stability, difficulty: 5, due: start, lastReview: start.addingTimeInterval(-86_400 * stability))
    }

    @Test func sameCardAndTimeGiveTheSameInterval() {
        let card = reviewCard(stability: 30)
        let first = fuzzy.review(card, rating: .good, at: start, cardID: 42)
        let second = fuzzy.review(card, rating: .good, at: start, cardID: 42)
        #expect(first == second)
    }

    /// py-fsrs's ranges: interval d gets ± (1 + 0.15·4.5 + 0.1·13 + 0.05·(d − 20)) days beyond 20 days.
    @Test(arguments: [(days: 3, lower: 2, upper: 4), (days: 10, lower: 8, upper: 12), (days: 100, lower: 93, upper: 107)])
    func fuzzStaysInPyFSRSRange(days: Int, lower: Int, upper: Int) {
        let drawn = Set((0..<400).map { fuzzy.fuzzed(days, seed: FSRSScheduler.seed(cardID: Int64($0), date: start)) })
        #expect(drawn.min() == lower)
        #expect(drawn.max() == upper)
    }

    @Test func shortIntervalsAreNotFuzzed() {
        #expect(fuzzy.fuzzed(2, seed: 7) == 2)
        #expect(fuzzy.fuzzed(1, seed: 7) == 1)
    }

    @Test func learningStepsAreNotFuzzed() {
        let card = fuzzy.review(.new(due: start), rating: .good, at: start, cardID: 9)
        #expect(card.due == start.addingTimeInterval(600))
    }

    @Test(arguments: ["1", "again", "Again", " 4 ", "easy", "3", "hard"])
    func ratingsParse(text: String) {
        #expect(Rating(parsing: text) != nil)
    }

    @Test(arguments: ["0", "5", "goood", ""])
    func badRatingsDoNotParse(text: String) {
        #expect(Rating(parsing: text) == nil)
    }
}
