/// Open-addressing hash table from n-gram to count: the hot structure of
/// counting, so it stores keys and counts in flat arrays and never allocates
/// per insert (Swift's `Dictionary` hashes with SipHash and is ~3x slower here).
struct NGramTable: Sendable {
    private(set) var highs: [UInt64]
    private(set) var lows: [UInt64]
    private(set) var counts: [UInt32]
    private(set) var count = 0
    private var mask: Int

    /// `high` of a free slot: slot 0 of a real n-gram is always a lexicon entry.
    static let free = UInt64.max

    init(capacity: Int = 1 << 16) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        highs = Array(repeating: NGramTable.free, count: size)
        lows = Array(repeating: 0, count: size)
        counts = Array(repeating: 0, count: size)
        mask = size - 1
    }

    @inline(__always)
    private static func slot(_ high: UInt64, _ low: UInt64, _ mask: Int) -> Int {
        var hash = (high ^ (low &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 31
        return Int(truncatingIfNeeded: hash) & mask
    }

    @inline(__always)
    mutating func add(_ gram: NGram, _ amount: UInt32 = 1) {
        if count * 2 >= highs.count { grow() }
        var index = NGramTable.slot(gram.high, gram.low, mask)
        while true {
            let high = highs[index]
            if high == NGramTable.free {
                highs[index] = gram.high
                lows[index] = gram.low
                counts[index] = amount
                count += 1
                return
            }
            if high == gram.high && lows[index] == gram.low {
                counts[index] &+= amount
                return
            }
            index = (index + 1) & mask
        }
    }

    func value(of gram: NGram) -> UInt32 {
        var index = NGramTable.slot(gram.high, gram.low, mask)
        while true {
            let high = highs[index]
            if high == NGramTable.free { return 0 }
            if high == gram.high && lows[index] == gram.low { return counts[index] }
            index = (index + 1) & mask
        }
    }

    /// Calls `body` with every stored n-gram and its count (in table order).
    func forEach(_ body: (NGram, UInt32) throws -> Void) rethrows {
        for index in highs.indices where highs[index] != NGramTable.free {
            try body(NGram(high: highs[index], low: lows[index]), counts[index])
        }
    }

    private mutating func grow() {
        var bigger = NGramTable(capacity: highs.count)
        forEach { bigger.add($0, $1) }
        self = bigger
    }
}
