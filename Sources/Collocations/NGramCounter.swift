import Tokenizer

/// Counts lemma n-grams in lemmatized text, one sentence segment at a time:
/// n-grams never cross a sentence end or punctuation (a word-joining hyphen
/// excepted), and a name or unknown word breaks them too.
///
/// Only n-grams that can be a phrase or a side of one are kept: at least one
/// content word (this drops the bulk of "of the"-style pairs), and for 4-grams
/// (never a side) both ends able to edge a phrase, for 2- and 3-grams at least
/// one end (a side such as "make a" shares its other end with the phrase).
///
/// One counter per thread; `count(documents:lemmatizer:workers:)` runs them in
/// parallel and merges.
public struct NGramCounter: Sendable {
    public private(set) var counts: NGramCounts
    private let classes: WordClassTable

    public init(lexicon: LemmaLexicon, classes: WordClassTable? = nil, expectedNGrams: Int = 1 << 16) {
        counts = NGramCounts(lexiconCount: lexicon.count, expectedNGrams: expectedNGrams)
        self.classes = classes ?? WordClassTable(lexicon: lexicon)
    }

    /// Adds the words of one lemmatized text.
    public mutating func add(_ text: TokenizedText) {
        add(stream: LemmaStream.make(from: text))
    }

    /// Adds a `LemmaStream`; with `shard`, only the n-grams of shard
    /// `shard.index` of `shard.count` (and words and unigrams only in shard 0).
    mutating func add(stream: [UInt32], shard: (index: Int, count: Int) = (0, 1)) {
        let countsWords = shard.index == 0
        // The last three lemmas of the segment, whether each is a content word,
        // and whether each may start or end a phrase.
        var w1 = NGram.empty, w2 = NGram.empty, w3 = NGram.empty
        var c1 = false, c2 = false, c3 = false
        var e1 = false, e2 = false, e3 = false
        var run = 0
        let lexiconCount = UInt32(counts.unigrams.count)
        var pending: [NGram] = []
        pending.reserveCapacity(NGramCounter.batchSize + 3)
        var slotScratch: [Int] = []
        for id in stream {
            if pending.count >= NGramCounter.batchSize {
                pending.withUnsafeBufferPointer { counts.addNGrams($0, slotScratch: &slotScratch) }
                pending.removeAll(keepingCapacity: true)
            }
            if id >= lexiconCount {
                if id != LemmaStream.boundary && countsWords { counts.addWord() }
                run = 0
                continue
            }
            if countsWords {
                counts.addWord()
                counts.addUnigram(id)
            }
            let wordClass = classes[id]
            let content = wordClass.isContent
            let edge = wordClass.isDisjoint(with: .neverAtEdge)
            if run >= 1 && (content || c3) && (edge || e3) {
                let gram = NGram(w3, id)
                if gram.shard(of: shard.count) == shard.index { pending.append(gram) }
            }
            if run >= 2 && (content || c3 || c2) && (edge || e2) {
                let gram = NGram(w2, w3, id)
                if gram.shard(of: shard.count) == shard.index { pending.append(gram) }
            }
            if run >= 3 && (content || c3 || c2 || c1) && edge && e1 {
                let gram = NGram(w1, w2, w3, id)
                if gram.shard(of: shard.count) == shard.index { pending.append(gram) }
            }
            w1 = w2; w2 = w3; w3 = id
            c1 = c2; c2 = c3; c3 = content
            e1 = e2; e2 = e3; e3 = edge
            run += 1
        }
        pending.withUnsafeBufferPointer { counts.addNGrams($0, slotScratch: &slotScratch) }
    }

    /// N-grams gathered before they go to the table together.
    static let batchSize = 256

    /// Merges another counter's counts into this one.
    public mutating func merge(_ other: NGramCounter) { counts.merge(other.counts) }
}
