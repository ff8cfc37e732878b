/// Each entry of a `PhraseTable` listed once, under a key, so the words of a
/// text call up few entries. The key is a pair of adjacent words of the entry
/// (no gap between them, no possessive slot), the longest such pair: a pair
/// is far rarer in running text than either word ("as such", "by and by").
/// An entry with no such pair ("turn off", which takes an object in between)
/// is keyed by one word: its longest content word (long words are the rare
/// ones), then the one the fewest entries share.
///
/// An entry matches only where its key word (or pair) is, so the entries
/// keyed by a stretch's words and pairs (`keys(in:into:)`) are all that can match
/// there. (`PhraseTable`'s own index lists an entry under every content word,
/// which made a scan align each entry once per word of it.)
struct PhraseKeys: Sendable {
    /// Key hashes, each once, and the entries keyed by each with the index of
    /// their key word, the first of a pair (`entries[starts[k]..<starts[k + 1]]`).
    private var keys: [UInt64] = []
    private var starts: [Int32] = [0]
    private var entries: [(entry: Int32, word: Int32)] = []
    /// Open addressing, at most a quarter full: per slot a key hash and its
    /// index + 1 (0 when empty).
    private var slotHashes: [UInt64] = []
    private var slotKeys: [Int32] = []
    private var mask = 0
    /// Most words and pairs of a text are no key, and two bit reads tell.
    private var filter = BitFilter()

    init(_ table: PhraseTable) {
        var listed: [(key: UInt64, entry: Int32, word: Int32)] = []
        var unpaired: [Int] = []
        for (index, entry) in table.entries.enumerated() {
            if let (word, key) = PhraseKeys.pair(of: entry, table) {
                listed.append((key, Int32(index), Int32(word)))
            } else {
                unpaired.append(index)
            }
        }
        if !unpaired.isEmpty {
            let sharing = PhraseKeys.sharing(table)
            for index in unpaired {
                if let (word, key) = PhraseKeys.single(of: table.entries[index], table, sharing) { listed.append((key, Int32(index), Int32(word))) }
            }
        }
        listed.sort { ($0.key, $0.entry) < ($1.key, $1.entry) }
        for (key, entry, word) in listed {
            if keys.last != key {
                if !keys.isEmpty { starts.append(Int32(entries.count)) }
                keys.append(key)
            }
            entries.append((entry, word))
        }
        starts.append(Int32(entries.count))
        var size = 16
        while size < keys.count * 4 { size <<= 1 }
        mask = size - 1
        slotHashes = [UInt64](repeating: 0, count: size)
        slotKeys = [Int32](repeating: 0, count: size)
        for (index, key) in keys.enumerated() {
            var slot = PhraseKeys.slot(key, mask)
            while slotKeys[slot] != 0 { slot = (slot + 1) & mask }
            slotHashes[slot] = key
            slotKeys[slot] = Int32(index + 1)
        }
        filter = BitFilter(keys)
    }

    /// The pair key of two words, by their hashes.
    @inline(__always)
    static func pairHash(_ first: UInt64, _ second: UInt64) -> UInt64 {
        var hash = (first ^ (second &* 0x9E37_79B9_7F4A_7C15)) &* 0xD6E8_FEB8_6659_FD93
        hash ^= hash >> 29
        return hash
    }

    /// The longest pair of adjacent words of the entry with no gap between
    /// them and no possessive slot: the index of its first word and its key.
    private static func pair(of entry: PhraseEntry, _ table: PhraseTable) -> (Int, UInt64)? {
        let words = table.words(of: entry)
        var best: (word: Int, length: Int32)?
        for k in 0..<(words.count - 1) where entry.gap == .none || k != entry.gapAfterWord {
            let first = words.lowerBound + k, second = first + 1
            guard table.wordHashes[first] != PhraseTable.possessiveSlot, table.wordHashes[second] != PhraseTable.possessiveSlot else { continue }
            let length = table.wordEnds[second] - table.wordStarts[first]
            if best.map({ length > $0.length }) ?? true { best = (k, length) }
        }
        return best.map { ($0.word, pairHash(table.wordHashes[words.lowerBound + $0.word], table.wordHashes[words.lowerBound + $0.word + 1])) }
    }

    /// The number of entries each word hash is in.
    private static func sharing(_ table: PhraseTable) -> [UInt64: Int] {
        var sharing: [UInt64: Int] = [:]
        for entry in table.entries {
            let words = table.words(of: entry)
            for word in words where !table.wordHashes[words.lowerBound..<word].contains(table.wordHashes[word]) {
                sharing[table.wordHashes[word], default: 0] += 1
            }
        }
        return sharing
    }

    /// The key word of an entry keyed by one word: its longest content word
    /// (any word if none), then the one the fewest entries share.
    private static func single(of entry: PhraseEntry, _ table: PhraseTable, _ sharing: [UInt64: Int]) -> (Int, UInt64)? {
        let words = table.words(of: entry)
        var best: (rank: (Int, Int, Int), isContent: Bool)?
        for k in 0..<words.count where table.wordHashes[words.lowerBound + k] != PhraseTable.possessiveSlot {
            let word = words.lowerBound + k, hash = table.wordHashes[word]
            let isContent = !table.closedWords.function.contains(hash)
            let rank = (-Int(table.wordEnds[word] - table.wordStarts[word]), sharing[hash] ?? 0, k)
            if let current = best, current.isContent && !isContent || current.isContent == isContent && current.rank <= rank { continue }
            best = (rank, isContent)
        }
        return best.map { ($0.rank.2, table.wordHashes[words.lowerBound + $0.rank.2]) }
    }

    /// False for most hashes that are no key, true for every key.
    @inline(__always)
    func mayBeKey(_ hash: UInt64) -> Bool { filter.mayContain(hash) }

    /// The entries keyed by this hash, each with the index of its key word.
    @inline(__always)
    func entries(keyedBy hash: UInt64) -> ArraySlice<(entry: Int32, word: Int32)> {
        guard mayBeKey(hash) else { return [] }
        var slot = PhraseKeys.slot(hash, mask)
        while true {
            let key = Int(slotKeys[slot]) - 1
            if key < 0 { return [] }
            if slotHashes[slot] == hash { return entries[Int(starts[key])..<Int(starts[key + 1])] }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    private static func slot(_ hash: UInt64, _ mask: Int) -> Int { Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask }
}

/// A set of hashes that may answer yes for a hash not in it (about one in
/// 250) and never no for one in it: two bits per hash, from two slices of it,
/// in about 32 bits per hash.
private struct BitFilter: Sendable {
    private var bits: [UInt64] = [0]
    private var mask: UInt64 = 0

    init() {}

    init(_ hashes: [UInt64]) {
        var count = 4096
        while count < hashes.count * 32 { count <<= 1 }
        mask = UInt64(count - 1)
        bits = [UInt64](repeating: 0, count: count / 64)
        for hash in hashes {
            for bit in [hash >> 40 & mask, hash & mask] { bits[Int(bit >> 6)] |= 1 << (bit & 63) }
        }
    }

    @inline(__always)
    func mayContain(_ hash: UInt64) -> Bool {
        bits.withUnsafeBufferPointer { bits in
            let first = hash >> 40 & mask, second = hash & mask
            return bits[Int(first >> 6)] & (1 << (first & 63)) != 0 && bits[Int(second >> 6)] & (1 << (second & 63)) != 0
        }
    }
}

extension PhraseKeys {
    /// Appends to `keyed` the keys a stretch of words may hold, with the
    /// position of their (first) word: each word's lemma and lower-case hash,
    /// and each pair of adjacent words' pair hashes, any form of each.
    /// `hashes` holds the lemma and lower-case hash of each word, in turn.
    func keys(in hashes: [UInt64], into keyed: inout [(hash: UInt64, position: Int)]) {
        hashes.withUnsafeBufferPointer { hashes in
            let count = hashes.count / 2
            for position in 0..<count {
                let lemma = hashes[2 * position], lower = hashes[2 * position + 1]
                if mayBeKey(lemma) { keyed.append((lemma, position)) }
                if lower != lemma && mayBeKey(lower) { keyed.append((lower, position)) }
                guard position + 1 < count else { break }
                let nextLemma = hashes[2 * position + 2], nextLower = hashes[2 * position + 3]
                for variant in 0..<2 {
                    if variant == 1 && lower == lemma { break }
                    let first = variant == 0 ? lemma : lower
                    let pair = PhraseKeys.pairHash(first, nextLemma)
                    if mayBeKey(pair) { keyed.append((pair, position)) }
                    guard nextLower != nextLemma else { continue }
                    let other = PhraseKeys.pairHash(first, nextLower)
                    if mayBeKey(other) { keyed.append((other, position)) }
                }
            }
        }
    }

    /// Appends to `result` the entries that may match a stretch of words: each
    /// entry keyed by a key of `keyed` (`keys(in:into:)`) whose words can be
    /// placed around its key word there, compared by hash with `hashes`.
    /// Every entry that matches in the stretch is among them.
    func candidates(keyed: [(hash: UInt64, position: Int)], hashes: [UInt64], table: PhraseTable, into result: inout [Int32]) {
        for (hash, position) in keyed {
            for (entry, word) in entries(keyedBy: hash) where !result.contains(entry) && fits(entry, word: Int(word), at: position, hashes, table) {
                result.append(entry)
            }
        }
    }

    /// Whether the entry can be placed with its word `word` at `position`,
    /// each of its words the lemma or lower-cased form of the word there (a
    /// possessive slot takes any word).
    private func fits(_ entryIndex: Int32, word: Int, at position: Int, _ hashes: [UInt64], _ table: PhraseTable) -> Bool {
        let entry = table.entries[Int(entryIndex)]
        let words = table.words(of: entry)
        gaps: for gap in 0...entry.maxGap {
            let placement = PhrasePlacement(word: word, at: position, gap: gap, gapAfter: entry.gapAfterWord)
            guard placement.fits(words.count, within: hashes.count / 2) else { continue }
            for i in 0..<words.count {
                let hash = table.wordHashes[words.lowerBound + i], at = 2 * placement.position(of: i)
                guard hash == PhraseTable.possessiveSlot || hashes[at] == hash || hashes[at + 1] == hash else { continue gaps }
            }
            return true
        }
        return false
    }
}
