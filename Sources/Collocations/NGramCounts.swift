/// Counts of running words, lemma unigrams and 2- to 4-grams: the statistics
/// phrases are scored from. Counts of separate parts of a corpus `merge` into
/// exactly the counts of the whole.
///
/// The n-grams may be split over several hash tables by a hash of the n-gram
/// (`NGram.shard(of:)`): parallel counting gives each thread one such shard of
/// the key space, so the threads' tables never need merging.
public struct NGramCounts: Sendable, Equatable {
    /// Running words, including names and unknown words that take part in no n-gram.
    public private(set) var words: UInt64 = 0
    /// Count per lexicon lemma id.
    private(set) var unigrams: [UInt32]
    private(set) var shards: [NGramTable]

    public init(lexiconCount: Int, expectedNGrams: Int = 1 << 16) {
        unigrams = Array(repeating: 0, count: lexiconCount)
        shards = [NGramTable(capacity: expectedNGrams)]
    }

    /// Joins counts whose n-grams are shard `i` of `parts.count` in `parts[i]`
    /// and whose words and unigrams are all in `parts[0]`.
    init(shards parts: [NGramCounts]) {
        precondition(!parts.isEmpty && parts.allSatisfy { $0.shards.count == 1 })
        words = parts[0].words
        unigrams = parts[0].unigrams
        shards = parts.map { $0.shards[0] }
    }

    /// Number of distinct 2- to 4-grams.
    public var distinctNGrams: Int { shards.reduce(0) { $0 + $1.count } }

    /// How often the n-gram (or, for one id, the lemma) occurred.
    public func count(of gram: NGram) -> Int {
        if gram.count == 1 {
            let id = Int(gram[0])
            return id < unigrams.count ? Int(unigrams[id]) : 0
        }
        return Int(shards[gram.shard(of: shards.count)].value(of: gram))
    }

    @inline(__always)
    mutating func addWord() { words &+= 1 }

    @inline(__always)
    mutating func addUnigram(_ id: UInt32) { unigrams[Int(id)] &+= 1 }

    /// Adds n-grams to a single-shard count.
    mutating func addNGrams(_ grams: UnsafeBufferPointer<NGram>, slotScratch: inout [Int]) {
        shards[0].add(batch: grams, slotScratch: &slotScratch)
    }

    /// Adds another part's counts to these.
    public mutating func merge(_ other: NGramCounts) {
        precondition(other.unigrams.count == unigrams.count, "counts from different lexicons cannot be merged")
        words &+= other.words
        unigrams.withUnsafeMutableBufferPointer { mine in
            other.unigrams.withUnsafeBufferPointer { theirs in
                for index in 0..<mine.count { mine[index] &+= theirs[index] }
            }
        }
        if other.shards.count == shards.count {
            for index in shards.indices { shards[index].merge(other.shards[index]) }
        } else {
            for table in other.shards {
                table.forEach { gram, count in shards[gram.shard(of: shards.count)].add(gram, count) }
            }
        }
    }

    /// Every stored 2- to 4-gram with its count, in no particular order.
    public func forEachNGram(_ body: (NGram, Int) throws -> Void) rethrows {
        for table in shards { try table.forEach { try body($0, Int($1)) } }
    }

    /// Same words, unigram and n-gram counts (however the n-grams are sharded).
    public static func == (lhs: NGramCounts, rhs: NGramCounts) -> Bool {
        guard lhs.words == rhs.words, lhs.unigrams == rhs.unigrams, lhs.distinctNGrams == rhs.distinctNGrams else { return false }
        var same = true
        lhs.forEachNGram { gram, count in
            if same && rhs.count(of: gram) != count { same = false }
        }
        return same
    }
}
