/// Open-addressing hash table from n-gram to count: the hot structure of
/// counting. Key and count share one 24-byte slot, so an insert touches one
/// cache line, and inserts never allocate (Swift's `Dictionary` hashes with
/// SipHash and keeps keys and values apart, several times slower here).
struct NGramTable: Sendable {
    struct Slot: Sendable {
        var high: UInt64
        var low: UInt64
        var count: UInt32
    }

    private(set) var slots: [Slot]
    private(set) var count = 0
    private var mask: Int

    /// `high` of a free slot: slot 0 of a real n-gram is always a lexicon entry.
    static let free = UInt64.max

    init(capacity: Int = 1 << 16) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: Slot(high: NGramTable.free, low: 0, count: 0), count: size)
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
        if count * 2 >= slots.count { grow() }
        let mask = self.mask
        let inserted = slots.withUnsafeMutableBufferPointer { slots -> Bool in
            var index = NGramTable.slot(gram.high, gram.low, mask)
            while true {
                let high = slots[index].high
                if high == NGramTable.free {
                    slots[index] = Slot(high: gram.high, low: gram.low, count: amount)
                    return true
                }
                if high == gram.high && slots[index].low == gram.low {
                    slots[index].count &+= amount
                    return false
                }
                index = (index + 1) & mask
            }
        }
        if inserted { count += 1 }
    }

    /// Adds `amounts[i]` (or 1 if nil) to each n-gram of `grams`. Counting is
    /// bound by cache misses, so the slots of the whole batch are loaded first
    /// (independent loads the CPU overlaps) and probed after.
    mutating func add(batch grams: UnsafeBufferPointer<NGram>, amounts: UnsafeBufferPointer<UInt32>? = nil,
                      slotScratch: inout [Int]) {
        while (count + grams.count) * 2 >= slots.count { grow() }
        let mask = self.mask
        if slotScratch.count < grams.count { slotScratch = Array(repeating: 0, count: grams.count) }
        var added = 0
        slots.withUnsafeMutableBufferPointer { slots in
            slotScratch.withUnsafeMutableBufferPointer { starts in
                var touched: UInt64 = 0
                for (position, gram) in grams.enumerated() {
                    let index = NGramTable.slot(gram.high, gram.low, mask)
                    starts[position] = index
                    touched &+= slots[index].high
                }
                for (position, gram) in grams.enumerated() {
                    var index = starts[position]
                    while true {
                        let high = slots[index].high
                        if high == NGramTable.free {
                            slots[index] = Slot(high: gram.high, low: gram.low, count: amounts?[position] ?? 1)
                            added += 1
                            break
                        }
                        if high == gram.high && slots[index].low == gram.low {
                            slots[index].count &+= amounts?[position] ?? 1
                            break
                        }
                        index = (index + 1) & mask
                    }
                }
                // Keeps the first loop's loads from being optimised away.
                if touched == 1 { added += 0 }
            }
        }
        count += added
    }

    func value(of gram: NGram) -> UInt32 {
        var index = NGramTable.slot(gram.high, gram.low, mask)
        while true {
            let slot = slots[index]
            if slot.high == NGramTable.free { return 0 }
            if slot.high == gram.high && slot.low == gram.low { return slot.count }
            index = (index + 1) & mask
        }
    }

    /// Adds every count of `other` (batched like counting).
    mutating func merge(_ other: NGramTable) {
        var grams: [NGram] = [], amounts: [UInt32] = [], scratch: [Int] = []
        grams.reserveCapacity(256)
        amounts.reserveCapacity(256)
        func flush() {
            grams.withUnsafeBufferPointer { grams in
                amounts.withUnsafeBufferPointer { add(batch: grams, amounts: $0, slotScratch: &scratch) }
            }
            grams.removeAll(keepingCapacity: true)
            amounts.removeAll(keepingCapacity: true)
        }
        for slot in other.slots where slot.high != NGramTable.free {
            grams.append(NGram(high: slot.high, low: slot.low))
            amounts.append(slot.count)
            if grams.count == 256 { flush() }
        }
        flush()
    }

    /// Calls `body` with every stored n-gram and its count (in table order).
    func forEach(_ body: (NGram, UInt32) throws -> Void) rethrows {
        for slot in slots where slot.high != NGramTable.free {
            try body(NGram(high: slot.high, low: slot.low), slot.count)
        }
    }

    private mutating func grow() {
        var bigger = NGramTable(capacity: slots.count)
        forEach { bigger.add($0, $1) }
        self = bigger
    }
}
