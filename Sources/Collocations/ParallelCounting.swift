import Dispatch
import Synchronization
import Tokenizer

extension NGramCounter {
    /// Bytes per unit of work: big enough to amortise a tokenizer call, small
    /// enough that workers finish together.
    static let chunkSize = 256 * 1024
    /// Chunks per batch; tokenizing and counting alternate per batch, which
    /// bounds the memory held as lemma streams (batch x chunk size x ~1.5).
    static let batchChunks = 64

    /// Counts several documents on `workers` threads and merges the per-thread counts.
    public static func count(documents: [[UInt8]], lemmatizer: Lemmatizer, workers: Int) throws -> NGramCounts {
        try countWithReport(documents: documents, lemmatizer: lemmatizer, workers: workers).counts
    }

    /// `count(documents:lemmatizer:workers:)` plus where the time went.
    ///
    /// Documents are cut into chunks at paragraph (or line) breaks so
    /// sentences stay whole. Per batch of chunks, the workers first tokenize
    /// and lemmatize (each with its own tokenizer) into compact lemma streams,
    /// then each worker reads every stream and counts the n-grams of its own
    /// shard of the key space into its own table, so no table is shared and
    /// none needs merging. The two phases are timed apart.
    public static func countWithReport(documents: [[UInt8]], lemmatizer: Lemmatizer, workers: Int) throws
        -> (counts: NGramCounts, report: CountingReport) {
        let chunks = documents.indices.flatMap { document in
            paragraphChunks(of: documents[document], size: chunkSize).map { (document, $0) }
        }
        let classes = WordClassTable(lexicon: lemmatizer.lexicon)
        let workerCount = max(1, min(workers, chunks.count))
        // About one distinct stored n-gram per 8 bytes of English prose: a table
        // sized to that stays small enough to keep cache misses down.
        let expected = max(1 << 16, documents.reduce(0) { $0 + $1.count } / 8 / workerCount)
        let counters = Mutex<[NGramCounter?]>((0..<workerCount).map { _ in
            NGramCounter(lexicon: lemmatizer.lexicon, classes: classes, expectedNGrams: expected)
        })
        let failure = Mutex<(any Error)?>(nil)
        var report = CountingReport()
        let clock = ContinuousClock()
        for batchStart in stride(from: 0, to: chunks.count, by: batchChunks) {
            let batch = Array(chunks[batchStart..<min(chunks.count, batchStart + batchChunks)])
            let streams = Mutex<[Int: [UInt32]]>([:])
            let next = Atomic<Int>(0)
            let tokenizing = clock.now
            DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
                do {
                    let tokenizer = try Tokenizer()
                    while true {
                        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                        guard index < batch.count else { break }
                        let (document, range) = batch[index]
                        var text = try tokenizer.tokenize(Array(documents[document][range]))
                        lemmatizer.lemmatize(&text)
                        let stream = LemmaStream.make(from: text)
                        streams.withLock { $0[index] = stream }
                    }
                } catch {
                    failure.withLock { $0 = error }
                }
            }
            if let error = failure.withLock({ $0 }) { throw error }
            let counting = clock.now
            let ready = streams.withLock { $0 }
            DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
                guard var counter = counters.withLock({ $0[worker].take() }) else { return }
                for index in batch.indices {
                    if let stream = ready[index] { counter.add(stream: stream, shard: (worker, workerCount)) }
                }
                counters.withLock { $0[worker] = counter }
            }
            report.tokenizing += counting - tokenizing
            report.counting += clock.now - counting
        }
        let parts = counters.withLock { $0 }.compactMap { $0?.counts }
        guard parts.count == workerCount else { return (NGramCounts(lexiconCount: lemmatizer.lexicon.count), report) }
        return (NGramCounts(shards: parts), report)
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

/// Wall-clock time of each counting phase.
public struct CountingReport: Sendable, Equatable {
    /// Tokenizing and lemmatizing (all workers).
    public var tokenizing = Duration.zero
    /// Counting n-grams into the per-thread shards (all workers; there is no merge step).
    public var counting = Duration.zero

    public init() {}
}
