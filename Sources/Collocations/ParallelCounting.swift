import Dispatch
import Synchronization
import Tokenizer

extension NGramCounter {
    /// Bytes per unit of work: big enough to amortise a tokenizer call, small
    /// enough that two workers finish together.
    static let chunkSize = 256 * 1024

    /// Counts several documents on `workers` threads, each with its own
    /// tokenizer and counter, and merges the per-thread counts. Documents are
    /// cut into chunks at paragraph (or line) breaks so sentences stay whole.
    public static func count(documents: [[UInt8]], lemmatizer: Lemmatizer, workers: Int) throws -> NGramCounts {
        try countWithReport(documents: documents, lemmatizer: lemmatizer, workers: workers).counts
    }

    /// `count(documents:lemmatizer:workers:)` plus where the time went.
    public static func countWithReport(documents: [[UInt8]], lemmatizer: Lemmatizer, workers: Int) throws
        -> (counts: NGramCounts, report: CountingReport) {
        let chunks = documents.indices.flatMap { document in
            paragraphChunks(of: documents[document], size: chunkSize).map { (document, $0) }
        }
        let classes = WordClassTable(lexicon: lemmatizer.lexicon)
        let workerCount = max(1, min(workers, chunks.count))
        let next = Atomic<Int>(0)
        let results = Mutex<[NGramCounts]>([])
        let report = Mutex(CountingReport())
        let clock = ContinuousClock()
        let failure = Mutex<(any Error)?>(nil)
        let expected = max(1 << 16, documents.reduce(0) { $0 + $1.count } / 3 / workerCount)
        DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
            do {
                let tokenizer = try Tokenizer()
                var counter = NGramCounter(lexicon: lemmatizer.lexicon, classes: classes, expectedNGrams: expected)
                var tokenizing = Duration.zero, counting = Duration.zero
                while true {
                    let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard index < chunks.count else { break }
                    let (document, range) = chunks[index]
                    let start = clock.now
                    var text = try tokenizer.tokenize(Array(documents[document][range]))
                    lemmatizer.lemmatize(&text)
                    let lemmatized = clock.now
                    counter.add(text)
                    tokenizing += lemmatized - start
                    counting += clock.now - lemmatized
                }
                let counts = counter.counts
                results.withLock { $0.append(counts) }
                report.withLock {
                    $0.tokenizing += tokenizing
                    $0.counting += counting
                }
            } catch {
                failure.withLock { $0 = error }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        var all = results.withLock { $0 }
        var finished = report.withLock { $0 }
        guard var total = all.popLast() else { return (NGramCounts(lexiconCount: lemmatizer.lexicon.count), finished) }
        let merging = clock.now
        for counts in all { total.merge(counts) }
        finished.merging = clock.now - merging
        return (total, finished)
    }

    /// Byte ranges of about `size` bytes, each ending after a blank line (or a
    /// newline, or the end of the document).
    static func paragraphChunks(of bytes: [UInt8], size: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        while start < bytes.count {
            var end = min(bytes.count, start + size)
            if end < bytes.count {
                var cut = end
                let limit = min(bytes.count, end + size / 4)
                while cut < limit && !(bytes[cut] == 10 && bytes[cut - 1] == 10) { cut += 1 }
                if cut >= limit {
                    cut = end
                    while cut < bytes.count && bytes[cut] != 10 { cut += 1 }
                }
                end = min(bytes.count, cut + 1)
            }
            ranges.append(start..<end)
            start = end
        }
        return ranges
    }
}

/// Where counting time went, summed over the worker threads.
public struct CountingReport: Sendable, Equatable {
    /// Tokenizing and lemmatizing.
    public var tokenizing = Duration.zero
    /// Adding n-grams to the per-thread tables.
    public var counting = Duration.zero
    /// Merging the per-thread tables (one thread).
    public var merging = Duration.zero

    public init() {}
}
