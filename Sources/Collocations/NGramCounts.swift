/// Counts of running words, lemma unigrams and 2- to 4-grams: the statistics
/// phrases are scored from. Counts from separate shards of a corpus `merge`
/// into exactly the counts of the whole.
public struct NGramCounts: Sendable, Equatable {
    /// Running words, including names and unknown words that take part in no n-gram.
    public private(set) var words: UInt64 = 0
    /// Count per lexicon lemma id.
    private(set) var unigrams: [UInt32]
    private(set) var table: NGramTable

    public init(lexiconCount: Int, expectedNGrams: Int = 1 << 16) {
        unigrams = Array(repeating: 0, count: lexiconCount)
        table = NGramTable(capacity: expectedNGrams)
    }

    /// Number of distinct 2- to 4-grams.
    public var distinctNGrams: Int { table.count }

    /// How often the n-gram (or, for one id, the lemma) occurred.
    public func count(of gram: NGram) -> Int {
        if gram.count == 1 {
            let id = Int(gram[0])
            return id < unigrams.count ? Int(unigrams[id]) : 0
        }
        return Int(table.value(of: gram))
    }

    @inline(__always)
    mutating func addWord() { words &+= 1 }

    @inline(__always)
    mutating func addUnigram(_ id: UInt32) { unigrams[Int(id)] &+= 1 }

    mutating func addNGrams(_ grams: UnsafeBufferPointer<NGram>, slotScratch: inout [Int]) {
        table.add(batch: grams, slotScratch: &slotScratch)
    }

    /// Adds another shard's counts to these.
    public mutating func merge(_ other: NGramCounts) {
        precondition(other.unigrams.count == unigrams.count, "counts from different lexicons cannot be merged")
        words &+= other.words
        unigrams.withUnsafeMutableBufferPointer { mine in
            other.unigrams.withUnsafeBufferPointer { theirs in
                for index in 0..<mine.count { mine[index] &+= theirs[index] }
            }
        }
        if other.table.count > table.count {
            var bigger = other.table
            bigger.merge(table)
            table = bigger
        } else {
            table.merge(other.table)
        }
    }

    /// Every stored 2- to 4-gram with its count, in no particular order.
    public func forEachNGram(_ body: (NGram, Int) throws -> Void) rethrows {
        try table.forEach { try body($0, Int($1)) }
    }

    /// Same words, unigram and n-gram counts (table layout may differ).
    public static func == (lhs: NGramCounts, rhs: NGramCounts) -> Bool {
        guard lhs.words == rhs.words, lhs.unigrams == rhs.unigrams, lhs.table.count == rhs.table.count else { return false }
        var same = true
        lhs.table.forEach { gram, count in
            if same && rhs.table.value(of: gram) != count { same = false }
        }
        return same
    }
}
