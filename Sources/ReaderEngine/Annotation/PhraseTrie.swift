/// The saved phrases as a trie over term ids (see `TermIndex`), so finding
/// every phrase at a word costs one array read plus one hash probe per further
/// word, whatever the number of phrases.
struct PhraseTrie: Sendable {
    struct Phrase: Sendable {
        /// Lemmas joined by spaces, as reported ("make a decision").
        let lemma: String
        let status: WordStatus
    }

    private(set) var phrases: [Phrase] = []
    /// Lemma count per phrase, apart from `phrases` so matching touches no strings.
    private(set) var phraseLengths: [Int32] = []
    /// Child of the root for each term id, or -1.
    private var rootChildren: [Int32]
    /// Children of the other nodes, keyed by (node, term).
    private var edges = EdgeTable()
    /// Per node: the phrase ending there, or -1. Node 0 is the root.
    private var terminal: [Int32] = [-1]
    /// Per node: a particle child ends a phrase, so a short gap may come first
    /// ("turn it off" for the saved "turn off").
    private var endsWithParticle: [Bool] = [false]
    private let particles: Set<UInt32>

    var isEmpty: Bool { phrases.isEmpty }

    /// Builds the trie. Phrases of fewer than two lemmas are words, not phrases, and are skipped.
    init(phrases entries: [(terms: [UInt32], lemma: String, status: WordStatus)], termCount: Int, particles: Set<UInt32>) {
        rootChildren = Array(repeating: -1, count: entries.isEmpty ? 0 : termCount)
        self.particles = particles
        for entry in entries where entry.terms.count >= 2 {
            var node: Int32 = 0
            for term in entry.terms { node = addChild(of: node, term: term) }
            guard terminal[Int(node)] < 0 else { continue }
            terminal[Int(node)] = Int32(phrases.count)
            phrases.append(Phrase(lemma: entry.lemma, status: entry.status))
            phraseLengths.append(Int32(entry.terms.count))
            if let last = entry.terms.last, particles.contains(last) {
                endsWithParticle[Int(parentOfLastNode(entry.terms))] = true
            }
        }
    }

    @inline(__always)
    func child(of node: Int32, term: UInt32) -> Int32 {
        if node == 0 { return term < UInt32(rootChildren.count) ? rootChildren[Int(term)] : -1 }
        return edges.value(for: EdgeTable.key(node: node, term: term))
    }

    @inline(__always)
    func phrase(endingAt node: Int32) -> Int32 { terminal[Int(node)] }

    @inline(__always)
    func allowsGap(at node: Int32) -> Bool { endsWithParticle[Int(node)] }

    func isParticle(_ term: UInt32) -> Bool { particles.contains(term) }

    private mutating func addChild(of node: Int32, term: UInt32) -> Int32 {
        let existing = child(of: node, term: term)
        if existing >= 0 { return existing }
        let new = Int32(terminal.count)
        terminal.append(-1)
        endsWithParticle.append(false)
        if node == 0 {
            rootChildren[Int(term)] = new
        } else {
            edges.insert(EdgeTable.key(node: node, term: term), value: new)
        }
        return new
    }

    private func parentOfLastNode(_ terms: [UInt32]) -> Int32 {
        var node: Int32 = 0
        for term in terms.dropLast() { node = child(of: node, term: term) }
        return node
    }
}

/// Open-addressing map from (node, term) to child node.
private struct EdgeTable: Sendable {
    private static let empty = UInt64.max
    private var keys = [UInt64](repeating: EdgeTable.empty, count: 64)
    private var values = [Int32](repeating: -1, count: 64)
    private var count = 0

    static func key(node: Int32, term: UInt32) -> UInt64 { UInt64(UInt32(bitPattern: node)) << 32 | UInt64(term) }

    @inline(__always)
    private static func slot(_ key: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    @inline(__always)
    func value(for key: UInt64) -> Int32 {
        let mask = keys.count - 1
        var slot = EdgeTable.slot(key, mask: mask)
        while true {
            let stored = keys[slot]
            if stored == key { return values[slot] }
            if stored == EdgeTable.empty { return -1 }
            slot = (slot + 1) & mask
        }
    }

    mutating func insert(_ key: UInt64, value: Int32) {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var slot = EdgeTable.slot(key, mask: mask)
        while keys[slot] != EdgeTable.empty && keys[slot] != key { slot = (slot + 1) & mask }
        if keys[slot] == EdgeTable.empty { count += 1 }
        keys[slot] = key
        values[slot] = value
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: EdgeTable.empty, count: oldKeys.count * 2)
        values = Array(repeating: -1, count: oldKeys.count * 2)
        count = 0
        for index in oldKeys.indices where oldKeys[index] != EdgeTable.empty { insert(oldKeys[index], value: oldValues[index]) }
    }
}
