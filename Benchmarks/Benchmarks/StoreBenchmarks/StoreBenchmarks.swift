import Benchmark
import Foundation
import ReaderEngine

/// A store file shaped like a long-time learner's: 90k word lemmas, 10k
/// phrases and 1k form overrides, built once per benchmark run.
func makeStore(_ name: String) throws -> VocabularyStore {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("reader-store-bench-\(name)-\(getpid()).sqlite").path
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    return try VocabularyStore(path: path)
}

func populate(_ store: VocabularyStore) throws {
    let statuses: [WordStatus] = [.known, .known, .known, .learning, .ignored]
    var records: [ImportRecord] = []
    for index in 0..<90_000 {
        records.append(.term(Term(key: "lemma\(index)")!, display: "lemma\(index)", status: statuses[index % 5], capture: nil))
    }
    for index in 0..<10_000 {
        let key = "take\(index) a phrase\(index % 97)"
        records.append(.term(Term(key: key)!, display: key, status: statuses[index % 5], capture: nil))
    }
    for index in 0..<1_000 { records.append(.form("form\(index)", lemma: "lemma\(index)", status: .known)) }
    try store.importRecords(records)
}

/// A populated store as the next `reader` process sees it: built, closed
/// (which checkpoints the WAL into the database file), then opened again.
func makePopulatedStore(_ name: String) throws -> VocabularyStore {
    let path = try {
        let store = try makeStore(name)
        try populate(store)
        return store.path
    }()
    return try VocabularyStore(path: path)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(10),
        maxIterations: 200
    )

    // What `reader read` / `score` do before annotating: open the store
    // read-only (GlobalOptions.vocabularySnapshot) and take the snapshot.
    Benchmark("Snapshot: open read-only + load 100k terms for annotation", configuration: .init(maxIterations: 50)) {
        (benchmark: Benchmark, path: String) in
        benchmark.startMeasurement()
        let snapshot = try VocabularyStore(path: path, access: .readOnly).snapshot()
        benchmark.stopMeasurement()
        precondition(snapshot.lemmas.count == 90_000 && snapshot.phrases.count == 10_000)
        blackHole(snapshot)
    } setup: {
        try makePopulatedStore("snapshot").path
    }

    Benchmark("Snapshot: load 100k terms from an open read-write store", configuration: .init(maxIterations: 50)) {
        (benchmark: Benchmark, store: VocabularyStore) in
        benchmark.startMeasurement()
        let snapshot = try store.snapshot()
        benchmark.stopMeasurement()
        blackHole(snapshot)
    } setup: {
        try makePopulatedStore("snapshot-rw")
    }

    Benchmark("Mark: one status change committed (100k-term store)") { (benchmark: Benchmark, store: VocabularyStore) in
        let term = Term(key: "lemma\(Int.random(in: 0..<90_000))")!
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            blackHole(try store.setStatus(iteration % 2 == 0 ? .learning : .known, of: term))
        }
    } setup: {
        try makePopulatedStore("mark")
    }

    Benchmark("Capture: one capture committed (100k-term store)") { (benchmark: Benchmark, store: VocabularyStore) in
        let capture = Capture(term: Term(key: "lemma\(Int.random(in: 0..<90_000))")!, surface: "lemma",
                              sentence: "A sentence long enough to look like one from a real novel, with a clause.",
                              source: "/texts/novel.txt", range: 2..<10, sentenceStart: 0)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try store.capture(capture))
        }
    } setup: {
        try makePopulatedStore("capture")
    }

    Benchmark("Import: 100k terms, batched", configuration: .init(maxIterations: 5)) { benchmark in
        let store = try makeStore("import")
        benchmark.startMeasurement()
        try populate(store)
    }
}
