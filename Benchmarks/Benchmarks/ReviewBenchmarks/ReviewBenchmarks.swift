import Benchmark
import Foundation
import ReaderEngine

/// A store file with 100k Learning terms and their cards, half of them
/// already reviewed (spread over the next months), as `reader review` meets it.
func makeReviewStore() throws -> (store: VocabularyStore, now: Date) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("reader-review-bench-\(getpid()).sqlite").path
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    let store = try VocabularyStore(path: path)
    let start = Date(timeIntervalSince1970: 1_764_000_000)
    try store.importRecords((0..<100_000).map { .term(Term(key: "lemma\($0)")!, display: "lemma\($0)", status: .learning, capture: nil) },
                            at: start)
    try store.prepareCards(at: start)
    let scheduler = FSRSScheduler()
    // Every other card answered once, on days spread over 50 days: a mix of due and future cards.
    let queue = try store.reviewQueue(at: start, newLimit: 100_000)
    for (index, entry) in queue.enumerated() where index % 2 == 0 {
        try store.recordReview(entry.id, rating: .good, at: start.addingTimeInterval(Double(index % 50) * 86_400), scheduler: scheduler)
    }
    return (store, start.addingTimeInterval(30 * 86_400))
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 2_000)

    // One step of a session: take the next due card (a page of the queue,
    // the card with its term and sentence) and record the answer.
    Benchmark("Review: pick next card + record answer (100k cards)") { (benchmark: Benchmark, setup: (store: VocabularyStore, now: Date)) in
        let scheduler = FSRSScheduler()
        var now = setup.now
        for _ in benchmark.scaledIterations {
            now = now.addingTimeInterval(1)
            benchmark.startMeasurement()
            guard let next = try setup.store.reviewQueue(at: now, newLimit: 1, limit: 1).first else { fatalError("queue empty") }
            let card = try setup.store.reviewCard(next.id)
            blackHole(try setup.store.recordReview(card.id, rating: .good, at: now, scheduler: scheduler))
            benchmark.stopMeasurement()
        }
    } setup: {
        try makeReviewStore()
    }
}
