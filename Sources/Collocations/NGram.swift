/// A sequence of one to four lemma ids, packed into two 64-bit words so it
/// hashes and compares in a few instructions. Unused slots hold `NGram.empty`.
public struct NGram: Hashable, Sendable, CustomStringConvertible {
    public static let maxLength = 4
    /// Marks an unused slot; never a lexicon entry.
    public static let empty: UInt32 = .max

    /// Slots 0 and 1.
    let high: UInt64
    /// Slots 2 and 3.
    let low: UInt64

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    @inline(__always)
    init(_ a: UInt32, _ b: UInt32, _ c: UInt32 = NGram.empty, _ d: UInt32 = NGram.empty) {
        high = UInt64(a) << 32 | UInt64(b)
        low = UInt64(c) << 32 | UInt64(d)
    }

    /// An n-gram of 1 to 4 ids.
    public init(_ ids: [UInt32]) {
        precondition((1...NGram.maxLength).contains(ids.count), "an n-gram has 1 to 4 ids")
        let padded = ids + Array(repeating: NGram.empty, count: NGram.maxLength - ids.count)
        self.init(padded[0], padded[1], padded[2], padded[3])
    }

    /// Number of ids.
    public var count: Int {
        if UInt32(truncatingIfNeeded: low) != NGram.empty { return 4 }
        if UInt32(truncatingIfNeeded: low >> 32) != NGram.empty { return 3 }
        if UInt32(truncatingIfNeeded: high) != NGram.empty { return 2 }
        return 1
    }

    public subscript(position: Int) -> UInt32 {
        switch position {
        case 0: UInt32(truncatingIfNeeded: high >> 32)
        case 1: UInt32(truncatingIfNeeded: high)
        case 2: UInt32(truncatingIfNeeded: low >> 32)
        default: UInt32(truncatingIfNeeded: low)
        }
    }

    public var ids: [UInt32] { (0..<count).map { self[$0] } }

    /// The ids in `range` as an n-gram of their own.
    public func slice(_ range: Range<Int>) -> NGram { NGram(Array(ids[range])) }

    /// Which of `count` shards the n-gram belongs to (from high hash bits, which
    /// the tables' slot choice, from low bits, does not use).
    @inline(__always)
    func shard(of count: Int) -> Int {
        if count == 1 { return 0 }
        let hash = (high &* 0xD6E8_FEB8_6659_FD93) ^ (low &* 0xA076_1D64_78BD_642F)
        return Int(hash >> 40) % count
    }

    public var description: String { ids.map(String.init).joined(separator: " ") }
}
