import CICUShim

/// Fills a `ByteHashTable`: keys go in one at a time (or in prefetched batches),
/// and the parts come out for a lexicon image (`LexiconImageWriter`), from
/// which the read-only table is adopted in place.
struct ByteHashTableBuilder {
    private typealias Slot = ByteHashTable.Slot
    private static let emptySlot = Slot(prefix: 0, indexPlusOne: 0, value: ByteHashTable.noValue)

    private(set) var arena: [UInt8] = []
    private(set) var starts: [UInt32] = []
    private(set) var lengths: [UInt16] = []
    private(set) var slots: [ByteHashTable.Slot]
    private var mask: Int

    init(expectedCount: Int, expectedBytes: Int = 0) {
        var capacity = 16
        while !ByteHashTable.fits(expectedCount, in: capacity) { capacity <<= 1 }
        slots = Array(repeating: ByteHashTableBuilder.emptySlot, count: capacity)
        mask = capacity - 1
        starts.reserveCapacity(expectedCount)
        lengths.reserveCapacity(expectedCount)
        arena.reserveCapacity(expectedBytes)
    }

    var count: Int { starts.count }

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

    mutating func insert(_ key: String) -> Int {
        var key = key
        return key.withUTF8 { insert($0) }
    }

    private mutating func insert(_ key: UnsafeBufferPointer<UInt8>, hash: Int, prefix: UInt64) -> Int {
        if !ByteHashTable.fits(count + 1, in: slots.count) { grow() }
        var slot = hash & mask
        while slots[slot].indexPlusOne != 0 {
            let index = Int(slots[slot].indexPlusOne - 1)
            if slots[slot].prefix == prefix, key.count < 8 || withKeyBytes(at: index, { $0.elementsEqual(key) }) { return index }
            slot = (slot + 1) & mask
        }
        let index = count
        precondition(index < Int(UInt32.max), "too many keys")
        starts.append(UInt32(arena.count))
        lengths.append(UInt16(min(key.count, Int(UInt16.max))))
        arena.append(contentsOf: key)
        slots[slot] = Slot(prefix: prefix, indexPlusOne: UInt32(index + 1), value: ByteHashTable.noValue)
        return index
    }

    /// Attaches `values[index]` to each key, in one pass over the slots.
    mutating func setValues(_ values: [UInt32]) {
        precondition(values.count == count, "one value per key")
        for slot in slots.indices where slots[slot].indexPlusOne != 0 {
            slots[slot].value = values[Int(slots[slot].indexPlusOne - 1)]
        }
    }

    func key(at index: Int) -> String {
        withKeyBytes(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    func withKeyBytes<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let start = Int(starts[index])
        return try arena.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start..<(start + Int(lengths[index]))])) }
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: ByteHashTableBuilder.emptySlot, count: slots.count * 2)
        mask = slots.count - 1
        for stored in old where stored.indexPlusOne != 0 {
            var slot = withKeyBytes(at: Int(stored.indexPlusOne - 1)) { ByteHashTable.hashAndPrefix($0, lowercasing: false).hash } & mask
            while slots[slot].indexPlusOne != 0 { slot = (slot + 1) & mask }
            slots[slot] = stored
        }
    }
}
