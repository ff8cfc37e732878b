/// An open-addressing hash table from byte strings (kept in one arena) to
/// their index, so lookups of token bytes allocate nothing.
struct ByteHashTable: Sendable {
    private(set) var arena: [UInt8] = []
    private(set) var starts: [UInt32] = []
    private(set) var lengths: [UInt16] = []
    private var slots: [UInt32]
    private var mask: Int

    init(expectedCount: Int) {
        var capacity = 16
        while capacity < expectedCount * 2 { capacity <<= 1 }
        slots = Array(repeating: 0, count: capacity)
        mask = capacity - 1
    }

    var count: Int { starts.count }

    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key {
            h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    /// Index of `key`, or nil.
    @inline(__always)
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = ByteHashTable.hash(key) & mask
        return arena.withUnsafeBufferPointer { arena in
            while true {
                let stored = slots[slot]
                if stored == 0 { return nil }
                let index = Int(stored - 1)
                if Int(lengths[index]) == key.count {
                    let start = Int(starts[index])
                    if key.count == 0 || memcmp(arena.baseAddress! + start, key.baseAddress!, key.count) == 0 {
                        return index
                    }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Index of the ASCII bytes `key` lower-cased, without copying them.
    @inline(__always)
    func index(ofLowercasedASCII key: UnsafeBufferPointer<UInt8>) -> Int? {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key {
            let lower = byte &- 65 < 26 ? byte | 0x20 : byte
            h = (h ^ UInt64(lower)) &* 0x0000_0100_0000_01b3
        }
        var slot = Int(truncatingIfNeeded: h ^ (h >> 29)) & mask
        return arena.withUnsafeBufferPointer { arena in
            slots.withUnsafeBufferPointer { slots in
                while true {
                    let stored = slots[slot]
                    if stored == 0 { return nil }
                    let index = Int(stored &- 1)
                    if Int(lengths[index]) == key.count {
                        let start = Int(starts[index])
                        var equal = true
                        for k in 0..<key.count {
                            let byte = key[k]
                            if arena[start &+ k] != (byte &- 65 < 26 ? byte | 0x20 : byte) { equal = false; break }
                        }
                        if equal { return index }
                    }
                    slot = (slot &+ 1) & mask
                }
            }
        }
    }

    /// Inserts `key` if absent; returns its index either way.
    @discardableResult
    mutating func insert(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        if let existing = index(of: key) { return existing }
        if (count + 1) * 2 > slots.count { grow() }
        let index = count
        starts.append(UInt32(arena.count))
        lengths.append(UInt16(min(key.count, Int(UInt16.max))))
        arena.append(contentsOf: key)
        place(index, hash: ByteHashTable.hash(key))
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

    private mutating func place(_ index: Int, hash: Int) {
        var slot = hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = UInt32(index + 1)
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        mask = slots.count - 1
        arena.withUnsafeBufferPointer { arena in
            for index in 0..<count {
                let start = Int(starts[index])
                let key = UnsafeBufferPointer(rebasing: arena[start..<(start + Int(lengths[index]))])
                var slot = ByteHashTable.hash(key) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = UInt32(index + 1)
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ByteHashTable {
    func withKeyBytes<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let start = Int(starts[index])
        return try arena.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start..<(start + Int(lengths[index]))])) }
    }
}
