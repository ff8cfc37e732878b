import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// What a review session says is left, and when the next card falls due: the
/// header counted one page of 50 ("50 left" with 70 due cards). See: issue 28, item 12; issue 25.
struct ReviewQueueCountTests {
    let store: VocabularyStore
    let start = Date(timeIntervalSince1970: 1_669_725_000)  // 2022-11-29 12:30 UTC
    let exact = FSRSScheduler(parameters: FSRSParameters(fuzz: false))

    init() throws {
        store = try VocabularyStore.inMemory()
    }

    /// `reviewed` cards answered Good once at `start` (due 10 minutes later), then `fresh` new ones.
    func seed(reviewed: Int, fresh: Int) throws {
        let keys = (0..<reviewed).map { "r\($0)" }
        try store.setStatus(.learning, of: keys.map { (term($0), nil) }, at: start)
        try store.prepareCards(at: start)
        for (id, _) in try store.reviewQueue(at: start, newLimit: reviewed) {
            _ = try store.recordReview(id, rating: .good, at: start, scheduler: exact)
        }
        try store.setStatus(.learning, of: (0..<fresh).map { (term("n\($0)"), nil) }, at: start)
    }

    @Test(arguments: [
        // (reviewed due, new, --new, --limit, "left" on the first card)
        (70, 0, 20, nil, 70),
        (50, 0, 20, nil, 50),
        (51, 0, 20, nil, 51),
        (70, 30, 20, nil, 90),
        (0, 70, 60, nil, 60),
        (70, 0, 20, 55, 55),
        (120, 10, 5, 100, 100),
    ] as [(Int, Int, Int, Int?, Int)])
    func theHeaderCountsEveryDueCardNotOnePageOf50(reviewed: Int, fresh: Int, newLimit: Int, limit: Int?, left: Int) throws {
        try seed(reviewed: reviewed, fresh: fresh)
        let later = start.addingTimeInterval(3600)
        let session = try ReviewSession(store: store, scheduler: exact,
                                        options: .init(newLimit: newLimit, limit: limit), at: later)
        var counts: [Int] = []
        while let prompt = try session.next(at: later) {
            counts.append(prompt.remaining)
            _ = try session.answer(.easy, at: later)
        }
        #expect(counts == Array((1...left).reversed()))
    }

    @Test func nextDueIsTheSoonestReviewedCardNotDueYet() throws {
        try seed(reviewed: 3, fresh: 0)
        #expect(try store.nextDue(after: start) == start.addingTimeInterval(600))
        #expect(try store.nextDue(after: start.addingTimeInterval(600)) == nil)
        let session = try ReviewSession(store: store, scheduler: exact, options: .init(), at: start)
        #expect(try session.next(at: start)?.remaining == nil)
        #expect(try session.nextDue(after: start) == start.addingTimeInterval(600))
    }
}
