import Benchmark
import Foundation
import ReaderEngine

/// A store file with 100k Learning terms and their cards, half of them
/// already reviewed (spread over the next months), as `reader review` meets it.
func makeReviewStore(named name: String = "reader-review-bench") throws -> (store: VocabularyStore, now: Date) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid()).sqlite").path
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

/// The same store closed (its WAL checkpointed), as the next `reader review`
/// finds it; made once for the three start-up benchmarks.
let closedReviewStore = Result { () throws -> (path: String, now: Date) in
    let (store, now) = try makeReviewStore(named: "reader-review-start")
    return (store.path, now)
}

/// What `reader review` does before it can show the first card: open the
/// store (its integrity check per `check`), look for new cards, read the first page and card.
func firstCard(path: String, now: Date, check: VocabularyStore.IntegrityCheck) throws -> VocabularyStore {
    let store = try VocabularyStore(path: path, integrityCheck: check)
    let options = ReviewSession.Options(graduationDays: try store.graduationDays())
    let session = try ReviewSession(store: store, scheduler: FSRSScheduler(), options: options, at: now)
    blackHole(try session.next(at: now))
    return store
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

    // Start-up of a session on a 100k-card store, in process (no process
    // start or dynamic linking: `reader review` adds those). The check runs on
    // another thread; "ready" stops the clock at the first card, "check joined"
    // when the first answer could be written, "check first" is the order every
    // other writer uses.
    let start = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(10), maxIterations: 100)
    Benchmark("Review start: open + first card, check alongside (100k cards)", configuration: start) { (benchmark: Benchmark, setup: (path: String, now: Date)) in
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            let store = try firstCard(path: setup.path, now: setup.now, check: .beforeFirstWrite)
            benchmark.stopMeasurement()
            try store.awaitIntegrityCheck()
        }
    } setup: {
        try closedReviewStore.get()
    }
    Benchmark("Review start: open + first card, check joined (100k cards)", configuration: start) { (benchmark: Benchmark, setup: (path: String, now: Date)) in
        for _ in benchmark.scaledIterations {
            try firstCard(path: setup.path, now: setup.now, check: .beforeFirstWrite).awaitIntegrityCheck()
        }
    } setup: {
        try closedReviewStore.get()
    }
    Benchmark("Review start: check first, then open + first card (100k cards)", configuration: start) { (benchmark: Benchmark, setup: (path: String, now: Date)) in
        for _ in benchmark.scaledIterations {
            blackHole(try firstCard(path: setup.path, now: setup.now, check: .beforeOpening))
        }
    } setup: {
        try closedReviewStore.get()
    }
}
