/// Looks up the lexicon entry of each word of one text, lower-cased (curly
/// apostrophes read as straight ones), and sets the lemma of each lower-case
/// word that needs no context, which is most of them; the other words are
/// listed, in order, for `LemmaContext` to decide.
///
/// The lexicon's table is bigger than the
/// CPU's L2 cache and this runs once per word of every text, so two things
/// keep it from waiting on memory:
/// - a small direct-mapped cache of the words already met in this text (short
///   ones, whose tagged prefix identifies them), which holds the frequent words;
/// - the other words go in batches: their slots are prefetched together, so
///   the cache misses overlap instead of queueing.
struct WordLookup {
    private struct CachedWord {
        var prefix: UInt64
        var entry: Int32
        var contextFreeLemma: UInt32
    }

    private static let batchSize = 16
    /// Enough for a book's frequent words; a short text gets a cache its own
    /// size, so looking up one word (a tap, each line of an import) does not
    /// clear 128 KB.
    private static let maxCacheSize = 8192

    let lexicon: LemmaLexicon
    let tokens: UnsafeMutableBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    /// Lexicon entry of each token, or -1 (unknown words and non-words).
    private(set) var entries: [Int32]
    /// Words whose lemma depends on context, in text order.
    private(set) var undecided: [Int] = []
    private var cache: [CachedWord]
    private let cacheMask: Int
    private var batch: [(token: Int, probe: ByteHashTable.Probe)] = []
    /// Scratch space for words with non-ASCII bytes.
    private var key: [UInt8] = []

    init(lexicon: LemmaLexicon, tokens: UnsafeMutableBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) {
        self.lexicon = lexicon
        self.tokens = tokens
        self.bytes = bytes
        entries = Array(repeating: -1, count: tokens.count)
        var cacheSize = 16
        while cacheSize < min(tokens.count, WordLookup.maxCacheSize) { cacheSize <<= 1 }
        cache = Array(repeating: CachedWord(prefix: 0, entry: -1, contextFreeLemma: 0), count: cacheSize)
        cacheMask = cacheSize - 1
        batch.reserveCapacity(WordLookup.batchSize)
        key.reserveCapacity(LemmaLexicon.maxKeyLength)
    }

    @inline(__always)
    private func word(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[Int(tokens[index].start)..<Int(tokens[index].end)])
    }

    /// Looks up the word at `index` (words must come in text order).
    @inline(__always)
    mutating func lookUp(_ index: Int) {
        let word = word(index)
        guard word.count <= LemmaLexicon.maxKeyLength else {
            record(index, entry: -1, contextFreeLemma: ByteHashTable.noValue)
            return
        }
        let readable = bytes.count - Int(tokens[index].start)
        guard let probe = lexicon.table.probe(lowercasedASCII: word, readable: readable) else {
            record(index, entry: lexicon.entry(ofNonASCII: word, key: &key), contextFreeLemma: ByteHashTable.noValue)
            return
        }
        if word.count < 8 {
            let cached = cache.withUnsafeBufferPointer { $0[probe.hash & cacheMask] }
            if cached.prefix == probe.prefix {
                record(index, entry: cached.entry, contextFreeLemma: cached.contextFreeLemma)
                return
            }
        }
        lexicon.table.prefetch(probe)
        batch.append((index, probe))
        if batch.count == WordLookup.batchSize { finishBatch() }
    }

    /// Records `entry` for the word at `index` in place of its own text ("m" split off "im" reads as "'m").
    mutating func assign(_ index: Int, entry: UInt32) {
        record(index, entry: Int32(bitPattern: entry), contextFreeLemma: lexicon.contextFree[Int(entry)])
    }

    /// Completes the lookups still waiting; call once after the last word.
    mutating func finishBatch() {
        for (index, probe) in batch {
            let word = word(index)
            let found = lexicon.table.entry(ofLowercasedASCII: word, probe: probe)
            let entry = found.map { Int32($0.index) } ?? -1
            let contextFreeLemma = found?.value ?? ByteHashTable.noValue
            if word.count < 8 {
                let slot = probe.hash & cacheMask
                cache.withUnsafeMutableBufferPointer { $0[slot] = CachedWord(prefix: probe.prefix, entry: entry, contextFreeLemma: contextFreeLemma) }
            }
            record(index, entry: entry, contextFreeLemma: contextFreeLemma)
        }
        batch.removeAll(keepingCapacity: true)
    }

    @inline(__always)
    private mutating func record(_ index: Int, entry: Int32, contextFreeLemma: UInt32) {
        entries[index] = entry
        if contextFreeLemma != ByteHashTable.noValue, isASCIILower(bytes[Int(tokens[index].start)]),
           !LemmaContext.tagMayDecide(tokens[index], entry: entry, contextFree: contextFreeLemma, bytes) {
            tokens[index].lemma = LemmaID(rawValue: contextFreeLemma)
            return
        }
        // Batched words finish after cached ones that follow them: keep the list in order.
        undecided.append(index)
        var k = undecided.count - 1
        while k > 0, undecided[k - 1] > undecided[k] {
            undecided.swapAt(k - 1, k)
            k -= 1
        }
    }
}
