/// The names of a text for `DifficultyAccumulator`: each spelling once (in a
/// `ByteKeyIndex`), with the words it covers per term its status comes from, and
/// whether the spelling has a surface-form status of its own. Almost every
/// spelling has one term, held inline; a second one goes to a small side table.
struct NameCounts {
    private(set) var spellings = ByteKeyIndex()
    private var firstTerms: [UInt32] = []
    private var firstCounts: [Int] = []
    private(set) var overridden: [Bool] = []
    private var otherTerms: [SpellingTerm: Int] = [:]

    private struct SpellingTerm: Hashable {
        let spelling: Int
        let term: UInt32
    }

    var memoryBytes: Int { spellings.memoryBytes + firstTerms.count * 13 + otherTerms.count * 24 }

    /// Adds `count` words of the name `written` whose status comes from `term`. A spelling
    /// not yet held is added only if `room`; false when it was not (nothing counted).
    @inline(__always)
    mutating func add(_ written: UnsafeBufferPointer<UInt8>, term: UInt32, count: Int, overridden: Bool, room: Bool) -> Bool {
        let hash = ByteKeyIndex.hash(written)
        let spelling: Int
        if let found = spellings.find(hash: hash, written) {
            spelling = found
        } else {
            guard room else { return false }
            spelling = spellings.insert(written, hash: hash).entry
            firstTerms.append(term)
            firstCounts.append(0)
            self.overridden.append(false)
        }
        if firstTerms[spelling] == term {
            firstCounts[spelling] += count
        } else {
            otherTerms[SpellingTerm(spelling: spelling, term: term), default: 0] += count
        }
        if overridden { self.overridden[spelling] = true }
        return true
    }

    /// Every (spelling, term) pair with its count, spellings in the order they were first met.
    func forEach(_ body: (_ spelling: Int, _ term: UInt32, _ count: Int) -> Void) {
        for spelling in 0..<firstTerms.count { body(spelling, firstTerms[spelling], firstCounts[spelling]) }
        for (pair, count) in otherTerms { body(pair.spelling, pair.term, count) }
    }

    mutating func removeAll() {
        spellings.removeAll()
        firstTerms = []
        firstCounts = []
        overridden = []
        otherTerms = [:]
    }
}
