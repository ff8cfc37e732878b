/// Distinct byte keys with how many running words each covers and how many of those
/// have a surface-form status of their own: `DifficultyAccumulator`'s table of words
/// outside the lexicon (and of words waiting for their name check), in a `ByteKeyIndex`.
struct CountedKeys {
    private(set) var index = ByteKeyIndex()
    private(set) var counts: [Int] = []
    private(set) var overridden: [Int] = []

    var count: Int { counts.count }
    var memoryBytes: Int { index.memoryBytes + counts.count * 16 }

    /// Adds `count` words, `overridden` of them with a form status, under `key`. A key not
    /// yet held is added only if `room`; false when it was not (nothing counted).
    @inline(__always)
    mutating func add(_ key: UnsafeBufferPointer<UInt8>, count: Int, overridden: Int, room: Bool) -> Bool {
        let hash = ByteKeyIndex.hash(key)
        let entry: Int
        if let found = index.find(hash: hash, key) {
            entry = found
        } else {
            guard room else { return false }
            entry = index.insert(key, hash: hash).entry
            counts.append(0)
            self.overridden.append(0)
        }
        counts[entry] += count
        self.overridden[entry] += overridden
        return true
    }

    mutating func removeAll() {
        index.removeAll()
        counts = []
        overridden = []
    }
}
