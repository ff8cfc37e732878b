/// Lower-case UTF-8 keys mapped to small integers, looked up straight from a
/// token's bytes (ASCII is lower-cased while hashing), so the annotator creates
/// no string per token.
struct LowercasedKeyTable: Sendable {
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    private var keyStarts: [Int32] = [0]
    private var keyBytes: [UInt8] = []
    private(set) var values: [UInt32] = []

    init(expectedCount: Int = 0) {
        var capacity = 16
        while capacity < expectedCount * 2 { capacity <<= 1 }
        slots = Array(repeating: -1, count: capacity)
    }

    var count: Int { values.count }
    var isEmpty: Bool { values.isEmpty }

    /// Adds `key` (already lower-case) unless present; returns the value now stored for it.
    @discardableResult
    mutating func insert(_ key: String, value: UInt32) -> UInt32 {
        var key = key
        return key.withUTF8 { bytes in
            let hash = LowercasedKeyTable.hash(lowercased: bytes)
            if let existing = find(hash: hash, bytes) { return values[existing] }
            if (count + 1) * 2 > slots.count { grow() }
            let entry = values.count
            hashes.append(hash)
            keyBytes.append(contentsOf: bytes)
            keyStarts.append(Int32(keyBytes.count))
            values.append(value)
            place(entry: entry, hash: hash)
            return value
        }
    }

    /// The value of an already lower-case key.
    func value(forLowercased bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard !isEmpty else { return nil }
        return find(hash: LowercasedKeyTable.hash(lowercased: bytes), bytes).map { values[$0] }
    }

    /// The value of a word as written: its lower-cased form is looked up.
    func value(forSurface bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard !isEmpty else { return nil }
        guard let hash = LowercasedKeyTable.asciiHash(surface: bytes) else {
            var lowered = String(decoding: bytes, as: UTF8.self).lowercased()
            return lowered.withUTF8 { value(forLowercased: $0) }
        }
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return nil }
            if hashes[entry] == hash, matchesLowered(entry: entry, surface: bytes) { return values[entry] }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// FNV-1a of the lower-cased form of a word as written, for counting
    /// distinct words without building strings.
    static func surfaceHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        if let hash = asciiHash(surface: bytes) { return hash }
        var lowered = String(decoding: bytes, as: UTF8.self).lowercased()
        return lowered.withUTF8 { hash(lowercased: $0) }
    }

    // MARK: Internals

    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x100_0000_01b3

    private static func hash(lowercased bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
        return mix(hash)
    }

    /// The hash of the lower-cased bytes, or nil when the word is not ASCII.
    @inline(__always)
    private static func asciiHash(surface bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
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

    private func find(hash: UInt64, _ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return nil }
            if hashes[entry] == hash, keyEquals(entry: entry, bytes) { return entry }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    private func keyEquals(entry: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(keyStarts[entry])
        let end = Int(keyStarts[entry + 1])
        guard end - start == bytes.count else { return false }
        for index in 0..<bytes.count where keyBytes[start + index] != bytes[index] { return false }
        return true
    }

    private func matchesLowered(entry: Int, surface bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(keyStarts[entry])
        let end = Int(keyStarts[entry + 1])
        guard end - start == bytes.count else { return false }
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if keyBytes[start + index] != (byte &- 65 < 26 ? byte | 0x20 : byte) { return false }
        }
        return true
    }

    private mutating func place(entry: Int, hash: UInt64) {
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = Int32(entry)
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        for entry in 0..<values.count { place(entry: entry, hash: hashes[entry]) }
    }
}

extension LowercasedKeyTable {
    /// The form overrides of a vocabulary snapshot, valued by `WordStatus.code`, for
    /// lookups straight from a token's bytes.
    init(formStatuses forms: [String: WordStatus]) {
        self.init(expectedCount: forms.count)
        for (form, status) in forms { insert(form, value: UInt32(status.code)) }
    }
}
