/// Byte-string keys numbered 0, 1, 2... in the order they were added. The keys sit
/// end to end in one arena and an open-addressing table of entry numbers finds
/// them, so a key costs its bytes and about 20 more (a `[String: Int]` entry took
/// about 190), and no string is made to look one up.
///
/// The hash is the caller's (`ByteKeyIndex.hash(_:)` or one that lower-cases while
/// hashing, as `LowercasedKeyTable` does): equal keys must get equal hashes.
struct ByteKeyIndex: Sendable {
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    private var keyStarts: [UInt32] = [0]
    private var keyBytes: [UInt8] = []

    init(expectedCount: Int = 0) {
        var capacity = 16
        while capacity < expectedCount * 2 { capacity <<= 1 }
        slots = Array(repeating: -1, count: capacity)
    }

    var count: Int { hashes.count }
    /// Bytes held by the keys.
    var keyByteCount: Int { keyBytes.count }
    /// Bytes held in all: keys, hashes, starts and slots.
    var memoryBytes: Int { keyBytes.count + hashes.count * 12 + slots.count * 4 }

    /// The entry of `key`, and whether it was added now.
    @inline(__always)
    mutating func insert(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (entry: Int, inserted: Bool) {
        if let existing = find(hash: hash, key) { return (existing, false) }
        if (count + 1) * 2 > slots.count { grow() }
        let entry = count
        hashes.append(hash)
        keyBytes.append(contentsOf: key)
        keyStarts.append(UInt32(keyBytes.count))
        place(entry: entry, hash: hash)
        return (entry, true)
    }

    /// The entry whose key equals `key` byte for byte.
    @inline(__always)
    func find(hash: UInt64, _ key: UnsafeBufferPointer<UInt8>) -> Int? {
        find(hash: hash) { entry in keyEquals(entry: entry, key, lowercasing: false) }
    }

    /// The entry with this hash that `matches`.
    @inline(__always)
    func find(hash: UInt64, where matches: (Int) -> Bool) -> Int? {
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return nil }
            if hashes[entry] == hash, matches(entry) { return entry }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// Whether the key of `entry` is `bytes`, ASCII-lower-cased first when asked.
    @inline(__always)
    func keyEquals(entry: Int, _ bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> Bool {
        let start = Int(keyStarts[entry])
        guard Int(keyStarts[entry + 1]) - start == bytes.count else { return false }
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if keyBytes[start + index] != (lowercasing && byte &- 65 < 26 ? byte | 0x20 : byte) { return false }
        }
        return true
    }

    /// The key of `entry`.
    func withKey<Result>(_ entry: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        keyBytes.withUnsafeBufferPointer { bytes in
            body(UnsafeBufferPointer(rebasing: bytes[Int(keyStarts[entry])..<Int(keyStarts[entry + 1])]))
        }
    }

    /// The key of `entry` as text.
    func key(_ entry: Int) -> String { withKey(entry) { String(decoding: $0, as: UTF8.self) } }

    mutating func removeAll() {
        slots = Array(repeating: -1, count: 16)
        hashes = []
        keyStarts = [0]
        keyBytes = []
    }

    // MARK: Hashing

    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x100_0000_01b3

    /// FNV-1a of the bytes as they are.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
        return mix(hash)
    }

    /// FNV-1a of the ASCII-lower-cased bytes, or nil when they are not all ASCII.
    @inline(__always)
    static func asciiLowercasedHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var hash = offsetBasis
        for byte in bytes {
            if byte >= 0x80 { return nil }
            hash = (hash ^ UInt64(byte &- 65 < 26 ? byte | 0x20 : byte)) &* prime
        }
        return mix(hash)
    }

    /// FNV's low bits are weak for short keys; the table indexes by low bits.
    @inline(__always)
    private static func mix(_ hash: UInt64) -> UInt64 { (hash ^ (hash >> 29)) &* 0xbf58_476d_1ce4_e5b9 }

    // MARK: Internals

    private mutating func place(entry: Int, hash: UInt64) {
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = Int32(entry)
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        for entry in 0..<count { place(entry: entry, hash: hashes[entry]) }
    }
}
