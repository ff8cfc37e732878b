import CICUShim

/// An open-addressing hash table from byte strings to their index, read in
/// place from a lexicon image (`LexiconImage`), so lookups of token bytes
/// allocate nothing and loading it costs no parsing, copying or hashing.
/// `ByteHashTableBuilder` makes one.
///
/// Each slot holds the key's first eight bytes and a value the owner attaches
/// to the key, so most English words are found, or found missing, with their
/// value by touching one slot and nothing else: lookups run once per word of
/// every text, and memory latency is what they cost.
///
/// The parts come from a file and are not trusted: an index, length or value out
/// of range reads as a miss, and a probe visits each slot at most once, so a
/// corrupt table gives wrong or no answers but never traps nor loops.
struct ByteHashTable: @unchecked Sendable {
    // Read-only views of memory that `owner` keeps alive: safe to share.
    struct Slot {
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

    private let slots: UnsafeBufferPointer<Slot>
    private let arena: UnsafeBufferPointer<UInt8>
    private let starts: UnsafeBufferPointer<UInt32>
    private let lengths: UnsafeBufferPointer<UInt16>
    private let mask: Int
    private let owner: AnyObject

    /// A table over its parts: `slots` (a power of two of them, at least 16), and per key
    /// its `starts` and `lengths` in `arena`. `owner` keeps the memory alive.
    init?(slots: UnsafeBufferPointer<Slot>, arena: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<UInt32>,
          lengths: UnsafeBufferPointer<UInt16>, owner: AnyObject) {
        guard slots.count >= 16, slots.count & (slots.count - 1) == 0, starts.count == lengths.count,
              ByteHashTable.fits(starts.count, in: slots.count) else { return nil }
        (self.slots, self.arena, self.starts, self.lengths, self.owner) = (slots, arena, starts, lengths, owner)
        mask = slots.count - 1
    }

    /// Tables stay at most 60% full: slots are probed linearly, and a table
    /// small enough to stay in the CPU's caches matters more than short probes.
    static func fits(_ count: Int, in capacity: Int) -> Bool { count * 5 <= capacity * 3 }

    var count: Int { starts.count }

    /// Up to eight bytes of `key` from `offset`, packed little-endian, optionally ASCII-lower-cased.
    @inline(__always)
    static func packed(_ key: UnsafeBufferPointer<UInt8>, from offset: Int, lowercasing: Bool) -> UInt64 {
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
    static func hashAndPrefix(_ key: UnsafeBufferPointer<UInt8>, lowercasing: Bool)
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
    static func tagged(_ prefix: UInt64, count: Int) -> UInt64 {
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

    /// The probe for `key` as it is (no case folding), for `entry(ofExact:probe:)`.
    @inline(__always)
    func probe(exact key: UnsafeBufferPointer<UInt8>) -> Probe {
        let (hash, prefix, _) = ByteHashTable.hashAndPrefix(key, lowercasing: false)
        return Probe(hash: hash, prefix: prefix)
    }

    /// The index of the `key` that `probe(exact:)` was made from, or nil.
    @inline(__always)
    func index(ofExact key: UnsafeBufferPointer<UInt8>, probe: Probe) -> Int? {
        find(key, (probe.hash, probe.prefix), lowercasing: false)?.index
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
        reader_prefetch(slots.baseAddress! + (probe.hash & mask))
    }

    /// The second half: the index and value of the `key` that `probe` was made from, or nil.
    @inline(__always)
    func entry(ofLowercasedASCII key: UnsafeBufferPointer<UInt8>, probe: Probe) -> (index: Int, value: UInt32)? {
        find(key, (probe.hash, probe.prefix), lowercasing: true)
    }

    @inline(__always)
    private func find(_ key: UnsafeBufferPointer<UInt8>, _ hashed: (hash: Int, prefix: UInt64), lowercasing: Bool)
        -> (index: Int, value: UInt32)? {
        let count = UInt32(truncatingIfNeeded: starts.count)
        var slot = hashed.hash & mask
        for _ in 0...mask {
            let stored = slots[slot]
            if stored.indexPlusOne == 0 { return nil }
            if stored.prefix == hashed.prefix, stored.indexPlusOne <= count {
                let index = Int(stored.indexPlusOne &- 1)
                if key.count < 8 || restMatches(key, index: index, lowercasing: lowercasing) {
                    return (index, stored.value < count ? stored.value : ByteHashTable.noValue)
                }
            }
            slot = (slot &+ 1) & mask
        }
        return nil
    }

    /// Do the bytes after the eighth match the stored key?
    private func restMatches(_ key: UnsafeBufferPointer<UInt8>, index: Int, lowercasing: Bool) -> Bool {
        let stored = keyBytes(at: index)
        guard stored.count == key.count else { return false }
        for k in 8..<key.count {
            var byte = key[k]
            if lowercasing, byte &- 65 < 26 { byte |= 0x20 }
            if stored[k] != byte { return false }
        }
        return true
    }

    /// The bytes of key `index`; empty when the index or its place in the arena is out of range.
    @inline(__always)
    func keyBytes(at index: Int) -> UnsafeBufferPointer<UInt8> {
        guard UInt(bitPattern: index) < UInt(starts.count) else { return UnsafeBufferPointer(start: nil, count: 0) }
        let start = Int(starts[index])
        let end = start + Int(lengths[index])
        guard end <= arena.count else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(rebasing: arena[start..<end])
    }

    func key(at index: Int) -> String {
        String(decoding: keyBytes(at: index), as: UTF8.self)
    }

    func withKeyBytes<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(keyBytes(at: index))
    }
}
