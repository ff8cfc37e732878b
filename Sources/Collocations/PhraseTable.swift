/// Where other words may sit inside a phrase.
public enum PhraseGap: UInt8, Sendable {
    /// The words are contiguous.
    case none
    /// A short object between verb and particle: "look it up", "turn the light off".
    case object
    /// Up to three modifiers after the verb: "made a very difficult decision".
    case modifier
}

/// One phrase: its words, where a gap may open, and its canonical text.
struct PhraseEntry: Sendable {
    var firstWord: Int32
    var wordCount: UInt8
    /// The gap, if any, follows word `gapAfter`.
    var gapAfter: UInt8
    var gap: PhraseGap
    var textStart: Int32
    var textEnd: Int32
}

/// Phrases as sequences of lower-case words (lemmas), indexed by word hash.
///
/// Words stay bytes: loading hashes each word once and builds a bucket index,
/// with no lemma lookup and no String per word, so the 63,000 WordNet entries
/// load in a few milliseconds (CLI cold start). A tapped word is then matched
/// by hash and bytes against its lemma or its lower-cased form.
struct PhraseTable: Sendable {
    static let maxGap = 3
    /// Hash of "one's", which stands for any possessive ("made up her mind").
    static let possessiveSlot = PhraseTable.hash(Array("one's".utf8)[...])

    /// The closed-class words: function words are not indexed, particles and articles place gaps.
    let closedWords: ClosedWordHashes
    private(set) var wordHashes: [UInt64] = []
    private(set) var wordStarts: [Int32] = []
    private(set) var wordEnds: [Int32] = []
    private(set) var entries: [PhraseEntry] = []
    private(set) var texts: [UInt8] = []
    private var bucketStart: [Int32] = []
    private var postings: [Int32] = []
    private var mask: UInt64 = 0

    init(closedWords: ClosedWordHashes) { self.closedWords = closedWords }

    var count: Int { entries.count }

    /// FNV-1a, 64 bits.
    @inline(__always)
    static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }

    static func hash(_ string: String) -> UInt64 { hash(Array(string.utf8)[...]) }

    /// The hash of a word's lower-cased text, as `WordWindow` hashes it (no allocation for ASCII).
    static func hashLowercased(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            if byte >= 0x80 { return PhraseTable.hash(String(decoding: bytes, as: UTF8.self).lowercased()) }
            hash = (hash ^ UInt64(byte &- 65 < 26 ? byte | 0x20 : byte)) &* 0x100_0000_01B3
        }
        return hash
    }

    /// Reserves room for about `entries` phrases of `textBytes` bytes in all.
    mutating func reserve(entries count: Int, textBytes: Int) {
        entries.reserveCapacity(count)
        texts.reserveCapacity(textBytes)
        for words in [\PhraseTable.wordStarts, \.wordEnds] { self[keyPath: words].reserveCapacity(count * 3) }
        wordHashes.reserveCapacity(count * 3)
    }

    /// Adds a phrase whose words are the given byte ranges of `text`.
    mutating func append(text: ArraySlice<UInt8>, words: [Range<Int>], gap: PhraseGap = .none, gapAfter: Int = 0) {
        let base = texts.count - text.startIndex
        let textStart = Int32(texts.count)
        texts += text
        entries.append(PhraseEntry(firstWord: Int32(wordHashes.count), wordCount: UInt8(words.count), gapAfter: UInt8(gapAfter),
                                   gap: gap, textStart: textStart, textEnd: Int32(texts.count)))
        for word in words {
            wordHashes.append(PhraseTable.hash(text[word]))
            wordStarts.append(Int32(base + word.lowerBound))
            wordEnds.append(Int32(base + word.upperBound))
        }
    }

    /// Builds the hash -> entries index (call once after the last `append`).
    /// Only content words are indexed: every lexicon phrase has one, and the
    /// function words ("the", "of") would each list thousands of phrases.
    mutating func buildIndex() {
        var indexed = wordHashes.map { $0 != PhraseTable.possessiveSlot && !closedWords.function.contains($0) }
        // A (saved) phrase of function words only is indexed by all its words.
        for entry in entries {
            let words = Int(entry.firstWord)..<(Int(entry.firstWord) + Int(entry.wordCount))
            if !words.contains(where: { indexed[$0] }) {
                for word in words where wordHashes[word] != PhraseTable.possessiveSlot { indexed[word] = true }
            }
        }
        var buckets = 16
        while buckets < wordHashes.count { buckets <<= 1 }
        mask = UInt64(buckets - 1)
        var starts = [Int32](repeating: 0, count: buckets + 1)
        for word in wordHashes.indices where indexed[word] {
            starts[Int(wordHashes[word] & mask) + 1] += 1
        }
        for bucket in 0..<buckets { starts[bucket + 1] += starts[bucket] }
        var fill = starts
        var postings = [Int32](repeating: -1, count: Int(starts[buckets]))
        for (position, entry) in entries.enumerated() {
            for word in Int(entry.firstWord)..<(Int(entry.firstWord) + Int(entry.wordCount)) where indexed[word] {
                let bucket = Int(wordHashes[word] & mask)
                // An entry repeating a word ("over and over") is listed once per bucket.
                if fill[bucket] > starts[bucket] && postings[Int(fill[bucket]) - 1] == Int32(position) { continue }
                postings[Int(fill[bucket])] = Int32(position)
                fill[bucket] += 1
            }
        }
        bucketStart = starts
        self.postings = postings
    }

    /// Entries that may contain a word with this hash (verify with `word(_:equals:)`).
    @inline(__always)
    func entries(withWordHash hash: UInt64) -> ArraySlice<Int32> {
        guard !bucketStart.isEmpty else { return [] }
        let bucket = Int(hash & mask)
        return postings[Int(bucketStart[bucket])..<Int(bucketStart[bucket + 1])].prefix { $0 >= 0 }
    }

    /// Word indexes of an entry.
    func words(of entry: PhraseEntry) -> Range<Int> {
        Int(entry.firstWord)..<(Int(entry.firstWord) + Int(entry.wordCount))
    }

    @inline(__always)
    func word(_ word: Int, equals bytes: ArraySlice<UInt8>) -> Bool {
        let start = Int(wordStarts[word]), end = Int(wordEnds[word])
        guard end - start == bytes.count else { return false }
        return texts[start..<end].elementsEqual(bytes)
    }

    func text(of entry: PhraseEntry) -> String {
        String(decoding: texts[Int(entry.textStart)..<Int(entry.textEnd)], as: UTF8.self)
    }
}
