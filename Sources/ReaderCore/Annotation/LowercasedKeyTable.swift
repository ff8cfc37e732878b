/// Lower-case UTF-8 keys mapped to small integers, looked up straight from a
/// token's bytes (ASCII is lower-cased while hashing), so the annotator creates
/// no string per token.
struct LowercasedKeyTable: Sendable {
    private var keys: ByteKeyIndex
    private(set) var values: [UInt32] = []

    init(expectedCount: Int = 0) {
        keys = ByteKeyIndex(expectedCount: expectedCount)
    }

    var count: Int { values.count }
    var isEmpty: Bool { values.isEmpty }

    /// Adds `key` (already lower-case) unless present; returns the value now stored for it.
    @discardableResult
    mutating func insert(_ key: String, value: UInt32) -> UInt32 {
        var key = key
        return key.withUTF8 { bytes in
            let (entry, inserted) = keys.insert(bytes, hash: ByteKeyIndex.hash(bytes))
            if inserted { values.append(value) }
            return values[entry]
        }
    }

    /// The value of an already lower-case key.
    func value(forLowercased bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard !isEmpty else { return nil }
        return keys.find(hash: ByteKeyIndex.hash(bytes), bytes).map { values[$0] }
    }

    /// The value of a word as written: its lower-cased form is looked up.
    func value(forSurface bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard !isEmpty else { return nil }
        guard let hash = ByteKeyIndex.asciiLowercasedHash(bytes) else {
            var lowered = String(decoding: bytes, as: UTF8.self).lowercased()
            return lowered.withUTF8 { value(forLowercased: $0) }
        }
        return keys.find(hash: hash) { keys.keyEquals(entry: $0, bytes, lowercasing: true) }.map { values[$0] }
    }

    /// FNV-1a of the lower-cased form of a word as written, for counting
    /// distinct words without building strings.
    static func surfaceHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        if let hash = ByteKeyIndex.asciiLowercasedHash(bytes) { return hash }
        var lowered = String(decoding: bytes, as: UTF8.self).lowercased()
        return lowered.withUTF8 { ByteKeyIndex.hash($0) }
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
