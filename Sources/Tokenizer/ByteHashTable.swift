import CICUShim

/// An open-addressing hash table from byte strings (kept in one arena) to
/// their index, so lookups of token bytes allocate nothing.
///
/// Each slot holds the key's first eight bytes and a value the owner attaches
/// to the key, so most English words are found, or found missing, with their
/// value by touching one slot and nothing else: lookups run once per word of
/// every text, and memory latency is what they cost.
struct ByteHashTable: Sendable {
    private struct Slot {
        /// The key's first eight bytes, little-endian, zero-padded; a key shorter
        /// than eight bytes has its length in the last byte, so equal prefixes
        /// mean equal keys.
        var prefix: UInt64
        /// Index + 1; 0 marks an empty slot.
        var indexPlusOne: UInt32
        /// The value attached to the key (`setValues`), `noValue` until then.
        var value: UInt32
    }

    static let noValue = UInt32.max
    private static let emptySlot = Slot(prefix: 0, indexPlusOne: 0, value: noValue)

    private(set) var arena: [UInt8] = []
    private(set) var starts: [UInt32] = []
    private(set) var lengths: [UInt16] = []
    private var slots: [Slot]
    private var mask: Int

    /// Tables stay at most 60% full: slots are probed linearly, and a table
    /// small enough to stay in the CPU's caches matters more than short probes.
    private static func fits(_ count: Int, in capacity: Int) -> Bool { count * 5 <= capacity * 3 }

    init(expectedCount: Int, expectedBytes: Int = 0) {
        var capacity = 16
        while !ByteHashTable.fits(expectedCount, in: capacity) { capacity <<= 1 }
        slots = Array(repeating: ByteHashTable.emptySlot, count: capacity)
        mask = capacity - 1
        starts.reserveCapacity(expectedCount)
        lengths.reserveCapacity(expectedCount)
        arena.reserveCapacity(expectedBytes)
    }

    var count: Int { starts.count }

    /// Each slot's key index + 1, 0 for an empty slot: with the keys and their
    /// values, all a table needs to be rebuilt without hashing (`init(adopting:)`).
    var slotIndices: [UInt32] { slots.map(\.indexPlusOne) }

    /// A table from the parts of another one (`arena`, `starts`, `lengths`, `slotIndices`
    /// and one value per key), or nil if they do not fit together: they come from a
    /// file, and a bad index must not trap nor a full table make lookups loop.
    init?(arena: [UInt8], starts: [UInt32], lengths: [UInt16], slotIndices: [UInt32], values: [UInt32]) {
        let count = starts.count
        guard lengths.count == count, values.count == count, slotIndices.count >= 16,
              slotIndices.count & (slotIndices.count - 1) == 0, ByteHashTable.fits(count, in: slotIndices.count),
              zip(starts, lengths).allSatisfy({ Int($0) + Int($1) <= arena.count }),
              slotIndices.allSatisfy({ Int($0) <= count }),
              slotIndices.reduce(0, { $0 + ($1 == 0 ? 0 : 1) }) == count else { return nil }
        self.arena = arena
        self.starts = starts
        self.lengths = lengths
        mask = slotIndices.count - 1
        slots = arena.withUnsafeBufferPointer { arena in
            slotIndices.map { indexPlusOne in
                guard indexPlusOne != 0 else { return ByteHashTable.emptySlot }
                let index = Int(indexPlusOne - 1)
                let start = Int(starts[index])
                let key = UnsafeBufferPointer(rebasing: arena[start..<(start + Int(lengths[index]))])
                let prefix = ByteHashTable.tagged(ByteHashTable.packed(key, from: 0, lowercasing: false), count: key.count)
                return Slot(prefix: prefix, indexPlusOne: indexPlusOne, value: values[index])
            }
        }
    }

    /// Up to eight bytes of `key` from `offset`, packed little-endian, optionally ASCII-lower-cased.
    @inline(__always)
    private static func packed(_ key: UnsafeBufferPointer<UInt8>, from offset: Int, lowercasing: Bool) -> UInt64 {
        var word: UInt64 = 0
        var shift: UInt64 = 0
        var i = offset
        let end = Swift.min(offset &+ 8, key.count)
        while i < end {
            var byte = key[i]
            if lowercasing, byte &- 65 < 26 { byte |= 0x20 }
            word |= UInt64(byte) &<< shift
            shift &+= 8
            i &+= 1
        }
        return word
    }

    /// Hash and inline prefix of `key` (lower-cased when asked), eight bytes at
    /// a time, and whether every byte is ASCII.
    @inline(__always)
    private static func hashAndPrefix(_ key: UnsafeBufferPointer<UInt8>, lowercasing: Bool)
        -> (hash: Int, prefix: UInt64, isASCII: Bool) {
        hashAndPrefix(key, firstChunk: packed(key, from: 0, lowercasing: lowercasing), lowercasing: lowercasing)
    }

    /// `packed(key, from: 0, lowercasing: true)` for a key whose first eight bytes
    /// can be read (the text goes on after it): one load and a few bit operations
    /// instead of a loop. Exact for ASCII; non-ASCII bytes keep their high bit.
    @inline(__always)
    private static func packedLowercasedPrefix(of key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var word = UInt64(littleEndian: UnsafeRawPointer(key.baseAddress!).loadUnaligned(as: UInt64.self))
        if key.count < 8 { word &= (1 &<< (UInt64(truncatingIfNeeded: key.count) &* 8)) &- 1 }
        // 0x80 in each byte from 'A' to 'Z': at least 0x41 and not at least 0x5B.
        let upper = (word &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(word &+ 0x2525_2525_2525_2525) & ~word & 0x8080_8080_8080_8080
        return word | upper &>> 2
    }

    @inline(__always)
    private static func hashAndPrefix(_ key: UnsafeBufferPointer<UInt8>, firstChunk prefix: UInt64, lowercasing: Bool)
        -> (hash: Int, prefix: UInt64, isASCII: Bool) {
        var highBits = prefix
        var h = (prefix ^ UInt64(truncatingIfNeeded: key.count)) &* 0x9E37_79B9_7F4A_7C15
        var offset = 8
        while offset < key.count {
            let chunk = packed(key, from: offset, lowercasing: lowercasing)
            highBits |= chunk
            h = (h ^ (h &>> 29) ^ chunk) &* 0x9E37_79B9_7F4A_7C15
            offset &+= 8
        }
        h ^= h &>> 32
        h &*= 0xD6E8_FEB8_6659_FD93
        h ^= h &>> 32
        return (Int(truncatingIfNeeded: h), tagged(prefix, count: key.count), highBits & 0x8080_8080_8080_8080 == 0)
    }

    /// The slot prefix of a key: its first eight bytes, with its length in the last byte if shorter.
    @inline(__always)
    private static func tagged(_ prefix: UInt64, count: Int) -> UInt64 {
        count < 8 ? prefix | UInt64(truncatingIfNeeded: count) &<< 56 : prefix
    }

    /// Index of `key`, or nil.
    @inline(__always)
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let (hash, prefix, _) = ByteHashTable.hashAndPrefix(key, lowercasing: false)
        return find(key, (hash, prefix), lowercasing: false).map { $0.index }
    }

    /// The first half of a lookup of ASCII bytes lower-cased: the key's hash and
    /// tagged prefix (which identify keys shorter than eight bytes on their own).
    struct Probe {
        let hash: Int
        let prefix: UInt64
    }

    /// The probe for `key`, or nil if it holds non-ASCII bytes. `readable` is
    /// how many bytes can be read from the key's start (at least its length).
    @inline(__always)
    func probe(lowercasedASCII key: UnsafeBufferPointer<UInt8>, readable: Int) -> Probe? {
        let firstChunk = readable >= 8
            ? ByteHashTable.packedLowercasedPrefix(of: key) : ByteHashTable.packed(key, from: 0, lowercasing: true)
        let (hash, prefix, isASCII) = ByteHashTable.hashAndPrefix(key, firstChunk: firstChunk, lowercasing: true)
        return isASCII ? Probe(hash: hash, prefix: prefix) : nil
    }

    /// Starts loading the slot `probe` leads to, so a batch of lookups can wait for memory together.
    @inline(__always)
    func prefetch(_ probe: Probe) {
        slots.withUnsafeBufferPointer { reader_prefetch($0.baseAddress! + (probe.hash & mask)) }
    }

    /// The second half: the index and value of the `key` that `probe` was made from, or nil.
    @inline(__always)
    func entry(ofLowercasedASCII key: UnsafeBufferPointer<UInt8>, probe: Probe) -> (index: Int, value: UInt32)? {
        find(key, (probe.hash, probe.prefix), lowercasing: true)
    }

    @inline(__always)
    private func find(_ key: UnsafeBufferPointer<UInt8>, _ hashed: (hash: Int, prefix: UInt64), lowercasing: Bool)
        -> (index: Int, value: UInt32)? {
        slots.withUnsafeBufferPointer { slots in
            var slot = hashed.hash & mask
            while true {
                let stored = slots[slot]
                if stored.indexPlusOne == 0 { return nil }
                if stored.prefix == hashed.prefix {
                    let index = Int(stored.indexPlusOne &- 1)
                    if key.count < 8 || restMatches(key, index: index, lowercasing: lowercasing) { return (index, stored.value) }
                }
                slot = (slot &+ 1) & mask
            }
        }
    }

    /// Attaches `values[index]` to each key, in one pass over the slots.
    mutating func setValues(_ values: [UInt32]) {
        precondition(values.count == count, "one value per key")
        slots.withUnsafeMutableBufferPointer { slots in
            for slot in slots.indices where slots[slot].indexPlusOne != 0 {
                slots[slot].value = values[Int(slots[slot].indexPlusOne - 1)]
            }
        }
    }

    /// Do the bytes after the eighth match the stored key?
    private func restMatches(_ key: UnsafeBufferPointer<UInt8>, index: Int, lowercasing: Bool) -> Bool {
        guard Int(lengths[index]) == key.count else { return false }
        let start = Int(starts[index])
        return arena.withUnsafeBufferPointer { arena in
            for k in 8..<key.count {
                var byte = key[k]
                if lowercasing, byte &- 65 < 26 { byte |= 0x20 }
                if arena[start &+ k] != byte { return false }
            }
            return true
        }
    }

    private typealias PendingKey = (position: Int, key: UnsafeBufferPointer<UInt8>, hash: Int, prefix: UInt64)

    /// Inserts distinct keys in order (the i-th gets index `count + i`), a batch
    /// at a time with their slots prefetched. Returns the position of the first
    /// key already in the table, or nil.
    mutating func insertAll<Keys: Sequence<UnsafeBufferPointer<UInt8>>>(_ keys: Keys) -> Int? {
        var batch: [PendingKey] = []
        batch.reserveCapacity(16)
        for (position, key) in keys.enumerated() {
            let (hash, prefix, _) = ByteHashTable.hashAndPrefix(key, lowercasing: false)
            slots.withUnsafeBufferPointer { reader_prefetch($0.baseAddress! + (hash & mask)) }
            batch.append((position, key, hash, prefix))
            if batch.count == 16, let duplicate = insertBatch(&batch) { return duplicate }
        }
        return insertBatch(&batch)
    }

    private mutating func insertBatch(_ batch: inout [PendingKey]) -> Int? {
        defer { batch.removeAll(keepingCapacity: true) }
        for pending in batch {
            let index = count
            guard insert(pending.key, hash: pending.hash, prefix: pending.prefix) == index else { return pending.position }
        }
        return nil
    }

    /// Inserts `key` if absent; returns its index either way.
    @discardableResult
    mutating func insert(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        let (hash, prefix, _) = ByteHashTable.hashAndPrefix(key, lowercasing: false)
        return insert(key, hash: hash, prefix: prefix)
    }

    private mutating func insert(_ key: UnsafeBufferPointer<UInt8>, hash: Int, prefix: UInt64) -> Int {
        if !ByteHashTable.fits(count + 1, in: slots.count) { grow() }
        var slot = hash & mask
        let existing: Int? = slots.withUnsafeBufferPointer { slots in
            while slots[slot].indexPlusOne != 0 {
                let index = Int(slots[slot].indexPlusOne - 1)
                if slots[slot].prefix == prefix, key.count < 8 || restMatches(key, index: index, lowercasing: false) { return index }
                slot = (slot + 1) & mask
            }
            return nil
        }
        if let existing { return existing }
        let index = count
        precondition(index < Int(UInt32.max), "too many keys")
        starts.append(UInt32(arena.count))
        lengths.append(UInt16(min(key.count, Int(UInt16.max))))
        arena.append(contentsOf: key)
        slots[slot] = Slot(prefix: prefix, indexPlusOne: UInt32(index + 1), value: ByteHashTable.noValue)
        return index
    }

    mutating func insert(_ key: String) -> Int {
        var key = key
        return key.withUTF8 { insert($0) }
    }

    func key(at index: Int) -> String {
        let start = Int(starts[index])
        return String(decoding: arena[start..<(start + Int(lengths[index]))], as: UTF8.self)
    }

    func withKeyBytes<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let start = Int(starts[index])
        return try arena.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start..<(start + Int(lengths[index]))])) }
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: ByteHashTable.emptySlot, count: slots.count * 2)
        mask = slots.count - 1
        for stored in old where stored.indexPlusOne != 0 {
            var slot = withKeyBytes(at: Int(stored.indexPlusOne - 1)) { ByteHashTable.hashAndPrefix($0, lowercasing: false).hash } & mask
            while slots[slot].indexPlusOne != 0 { slot = (slot + 1) & mask }
            slots[slot] = stored
        }
    }
}
