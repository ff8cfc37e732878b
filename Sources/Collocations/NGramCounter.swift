import Tokenizer

/// Counts lemma n-grams in lemmatized text, one sentence segment at a time:
/// n-grams never cross a sentence end or punctuation (a word-joining hyphen
/// excepted), and a name or unknown word breaks them too. Only n-grams with at
/// least one content word are kept, which drops the bulk of "of the"-style
/// pairs that can never be phrases.
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
        // The last three lemmas of the segment and whether each is a content word.
        var w1 = NGram.empty, w2 = NGram.empty, w3 = NGram.empty
        var c1 = false, c2 = false, c3 = false
        var run = 0
        var sentence: Int32 = -1
        var previousEnd: Int32 = -1
        let tokens = text.tokens
        text.bytes.withUnsafeBufferPointer { bytes in
            for token in tokens {
                if token.sentence != sentence {
                    sentence = token.sentence
                    run = 0
                }
                switch token.kind {
                case .space:
                    previousEnd = token.end
                    continue
                case .word:
                    break
                case .punct where token.length == 1 && bytes[Int(token.start)] == UInt8(ascii: "-") && previousEnd == token.start:
                    // "well-known": the tokenizer splits it, the phrase keeps it together.
                    previousEnd = token.end
                    continue
                default:
                    run = 0
                    previousEnd = token.end
                    continue
                }
                previousEnd = token.end
                counts.addWord()
                let id = token.lemma.rawValue
                guard token.lemma.isLexiconEntry, Int(id) < counts.unigrams.count else {
                    run = 0
                    continue
                }
                counts.addUnigram(id)
                let content = classes[id].isContent
                if run >= 1 && (content || c3) { counts.addNGram(NGram(w3, id)) }
                if run >= 2 && (content || c3 || c2) { counts.addNGram(NGram(w2, w3, id)) }
                if run >= 3 && (content || c3 || c2 || c1) { counts.addNGram(NGram(w1, w2, w3, id)) }
                w1 = w2; w2 = w3; w3 = id
                c1 = c2; c2 = c3; c3 = content
                run += 1
            }
        }
    }

    /// Merges another counter's counts into this one.
    public mutating func merge(_ other: NGramCounter) { counts.merge(other.counts) }
}
