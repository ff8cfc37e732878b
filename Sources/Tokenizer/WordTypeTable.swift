/// Word types by the 64-bit hash of a word's text (`TaggerFeatures.hash`): open
/// addressing with linear probing on the hash's own bits, so a token's lookup is
/// a probe or two, with no second hash of the key as `Dictionary` makes.
struct WordTypeTable {
    private var keys: [UInt64]
    /// The type in each slot, -1 for an empty slot.
    private var types: [Int32]
    private var count = 0
    /// Slot of a key: the top `log2(slot count)` bits of the key times a large odd number.
    private var shift: UInt64

    init() {
        let initialSlots = 1 << 12
        keys = [UInt64](repeating: 0, count: initialSlots)
        types = [Int32](repeating: -1, count: initialSlots)
        shift = UInt64(64 - initialSlots.trailingZeroBitCount)
    }

    mutating func removeAll() {
        for i in types.indices { types[i] = -1 }
        count = 0
    }

    /// The slot that holds `key`, or the empty slot where it goes.
    @inline(__always)
    func slot(of key: UInt64) -> Int {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while types[slot] >= 0 && keys[slot] != key { slot = (slot + 1) & mask }
        return slot
    }

    @inline(__always)
    func type(at slot: Int) -> Int32? {
        let type = types[slot]
        return type >= 0 ? type : nil
    }

    /// Stores `key` as `type` in the empty `slot` that `slot(of:)` gave.
    mutating func insert(_ key: UInt64, type: Int32, at slot: Int) {
        keys[slot] = key
        types[slot] = type
        count += 1
        if count * 2 > keys.count { grow() }
    }

    private mutating func grow() {
        let (oldKeys, oldTypes) = (keys, types)
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        types = [Int32](repeating: -1, count: oldKeys.count * 2)
        shift -= 1
        for i in oldKeys.indices where oldTypes[i] >= 0 {
            let slot = slot(of: oldKeys[i])
            keys[slot] = oldKeys[i]
            types[slot] = oldTypes[i]
        }
    }
}
