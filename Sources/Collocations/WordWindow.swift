import Tokenizer

/// The words around a tap that a phrase may use: the tapped word's sentence,
/// cut at punctuation (a word-joining hyphen excepted), at most `reach` words
/// on each side (saved phrases look at the whole stretch).
struct WordWindow {
    static let reach = 7

    var tokens: [Int] = []
    var lemmas: [UInt32] = []
    /// Lower-case lemma and lower-case surface of each word as ranges of `bytes`
    /// (one buffer, so a window costs a few allocations, not a few per word),
    /// with their `PhraseTable` hashes.
    private(set) var bytes: [UInt8] = []
    var lemmaBytes: [Range<Int>] = []
    var lowerBytes: [Range<Int>] = []
    var lemmaHashes: [UInt64] = []
    var lowerHashes: [UInt64] = []
    var classes: [WordClass] = []
    /// The lexicon's closed-class words (`WordClassTable.words`).
    private(set) var closedWords = ClosedWordHashes()
    /// Whether the word starts with a capital letter.
    var capitalized: [Bool] = []
    /// The part of speech the tagger gave each word (nil without a tagger).
    var tags: [UPOSTag?] = []
    /// Position of the tapped word.
    var tap = 0

    var count: Int { tokens.count }

    init(text: TokenizedText, tapped: Int, lemmatizer: Lemmatizer, classes table: WordClassTable, reach: Int = WordWindow.reach) {
        fill(text: text, tapped: tapped, lemmatizer: lemmatizer, classes: table, reach: reach)
    }

    /// An empty window, for `fill`.
    init() {}

    /// Makes this the window around `tapped`, keeping the buffers (a scan for
    /// saved phrases fills one window for every stretch that may hold one).
    mutating func fill(text: TokenizedText, tapped: Int, lemmatizer: Lemmatizer, classes table: WordClassTable, reach: Int) {
        let tokens = text.tokens
        tap = tokens.withUnsafeBufferPointer { tokens in
            text.bytes.withUnsafeBufferPointer { WordWindow.collect(around: tapped, reach: reach, tokens: tokens, bytes: $0, into: &self.tokens) }
        }
        bytes.removeAll(keepingCapacity: true)
        lemmas.removeAll(keepingCapacity: true)
        lemmaBytes.removeAll(keepingCapacity: true)
        lowerBytes.removeAll(keepingCapacity: true)
        lemmaHashes.removeAll(keepingCapacity: true)
        lowerHashes.removeAll(keepingCapacity: true)
        classes.removeAll(keepingCapacity: true)
        capitalized.removeAll(keepingCapacity: true)
        tags.removeAll(keepingCapacity: true)
        closedWords = table.words
        text.bytes.withUnsafeBufferPointer { textBytes in
            for position in self.tokens {
                let token = tokens[position]
                let (lower, lemma) = WordWindow.appendFolded(token, text: text, textBytes: textBytes, lemmatizer: lemmatizer, to: &bytes)
                lowerBytes.append(lower)
                lowerHashes.append(PhraseTable.hash(bytes[lower]))
                lemmas.append(token.lemma.rawValue)
                lemmaBytes.append(lemma)
                lemmaHashes.append(PhraseTable.hash(bytes[lemma]))
                let first = textBytes[Int(token.start)]
                capitalized.append(first < 0x80 ? first &- 65 < 26
                                   : text.text(of: token).unicodeScalars.first?.properties.isUppercase ?? false)
                classes.append(token.lemma.isLexiconEntry ? table[token.lemma.rawValue] : [])
                tags.append(token.pos)
            }
        }
    }

    /// Appends the word's lower-cased text to `bytes`, then its lower-cased
    /// lemma if that is a lexicon entry; returns both ranges (the same when
    /// the lemma is not an entry). Their `PhraseTable.hash` is
    /// `PhraseTable.hashLowercased` of the text and of the lemma.
    private static func appendFolded(_ token: Token, text: TokenizedText, textBytes: UnsafeBufferPointer<UInt8>, lemmatizer: Lemmatizer,
                                     to bytes: inout [UInt8]) -> (lower: Range<Int>, lemma: Range<Int>) {
        let lowerStart = bytes.count
        appendLowercased(UnsafeBufferPointer(rebasing: textBytes[Int(token.start)..<Int(token.end)]), to: &bytes)
        let lower = lowerStart..<bytes.count
        guard token.lemma.isLexiconEntry else { return (lower, lower) }
        lemmatizer.withLemmaBytes(of: token, in: text) { appendLowercased($0, to: &bytes) }
        return (lower, lower.upperBound..<bytes.count)
    }

    /// Lower-cases as `PhraseTable.hashLowercased` does: ASCII (nearly every
    /// word; saved phrases fold whole stretches) byte by byte, the rest through String.
    private static func appendLowercased(_ word: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        if word.allSatisfy({ $0 < 0x80 }) {
            for byte in word { bytes.append(byte &- 65 < 26 ? byte | 0x20 : byte) }
        } else {
            bytes += String(decoding: word, as: UTF8.self).lowercased().utf8
        }
    }

    /// Puts in `words` the word tokens around `tapped` (see the type); returns the position of `tapped`.
    private static func collect(around tapped: Int, reach: Int, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>,
                                into words: inout [Int]) -> Int {
        let sentence = tokens[tapped].sentence
        var first = tapped, found = 0
        var index = tapped - 1
        while index >= 0, found < reach, continues(index, sentence: sentence, tokens: tokens, bytes: bytes) {
            if tokens[index].kind == .word {
                first = index
                found += 1
            }
            index -= 1
        }
        words.removeAll(keepingCapacity: true)
        for index in first..<tapped where tokens[index].kind == .word { words.append(index) }
        let tap = words.count
        words.append(tapped)
        found = 0
        index = tapped + 1
        while index < tokens.count, found < reach, continues(index, sentence: sentence, tokens: tokens, bytes: bytes) {
            if tokens[index].kind == .word {
                words.append(index)
                found += 1
            }
            index += 1
        }
        return tap
    }

    /// Whether the token at `index` belongs to a stretch of words in `sentence`:
    /// a word, a space or a word-joining hyphen of that sentence.
    @inline(__always)
    static func continues(_ index: Int, sentence: Int32, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let token = tokens[index]
        guard token.sentence == sentence else { return false }
        return token.kind == .word || token.kind == .space || joins(index, tokens: tokens, bytes: bytes)
    }

    /// A hyphen between two words with no space around it ("ice-cream").
    static func joins(_ index: Int, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let token = tokens[index]
        guard token.kind == .punct, token.length == 1, bytes[Int(token.start)] == UInt8(ascii: "-"),
              index > 0, index + 1 < tokens.count else { return false }
        return tokens[index - 1].end == token.start && tokens[index + 1].start == token.end
            && tokens[index - 1].kind == .word && tokens[index + 1].kind == .word
    }

    /// `joins(_:tokens:bytes:)` on a whole text (a tap's hyphen runs).
    static func joins(_ index: Int, _ text: TokenizedText) -> Bool {
        text.tokens.withUnsafeBufferPointer { tokens in
            text.bytes.withUnsafeBufferPointer { joins(index, tokens: tokens, bytes: $0) }
        }
    }
}
