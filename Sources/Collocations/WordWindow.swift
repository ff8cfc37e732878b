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
    /// Whether the word starts with a capital letter.
    var capitalized: [Bool] = []
    /// Position of the tapped word.
    var tap = 0

    var count: Int { tokens.count }

    init(text: TokenizedText, tapped: Int, lemmatizer: Lemmatizer, classes table: WordClassTable, reach: Int = WordWindow.reach) {
        let tokens = text.tokens
        let sentence = tokens[tapped].sentence
        var left: [Int] = []
        var index = tapped - 1
        while index >= 0, left.count < reach, tokens[index].sentence == sentence {
            let token = tokens[index]
            if token.kind == .word { left.append(index) } else if token.kind != .space && !WordWindow.joins(index, text) { break }
            index -= 1
        }
        var right: [Int] = []
        index = tapped + 1
        while index < tokens.count, right.count < reach, tokens[index].sentence == sentence {
            let token = tokens[index]
            if token.kind == .word { right.append(index) } else if token.kind != .space && !WordWindow.joins(index, text) { break }
            index += 1
        }
        self.tokens = left.reversed() + [tapped] + right
        tap = left.count
        let count = self.tokens.count
        bytes.reserveCapacity(count * 16)
        lemmas.reserveCapacity(count)
        lemmaBytes.reserveCapacity(count)
        lowerBytes.reserveCapacity(count)
        lemmaHashes.reserveCapacity(count)
        lowerHashes.reserveCapacity(count)
        classes.reserveCapacity(count)
        capitalized.reserveCapacity(count)
        // Saved phrases build a window for every stretch of text that may hold one, so ASCII
        // words (nearly all) are lower-cased byte by byte rather than through String.
        text.bytes.withUnsafeBufferPointer { textBytes in
            for position in self.tokens {
                let token = tokens[position]
                let surface = UnsafeBufferPointer(rebasing: textBytes[Int(token.start)..<Int(token.end)])
                let lowerStart = bytes.count
                if surface.allSatisfy({ $0 < 0x80 }) {
                    for byte in surface { bytes.append(byte &- 65 < 26 ? byte | 0x20 : byte) }
                } else {
                    bytes += text.text(of: token).lowercased().utf8
                }
                let lower = lowerStart..<bytes.count
                lowerBytes.append(lower)
                lowerHashes.append(PhraseTable.hash(bytes[lower]))
                lemmas.append(token.lemma.rawValue)
                if token.lemma.isLexiconEntry {
                    let lemmaStart = bytes.count
                    lemmatizer.withLemmaBytes(of: token, in: text) { lemma in
                        for byte in lemma { bytes.append(byte &- 65 < 26 ? byte | 0x20 : byte) }
                    }
                    lemmaBytes.append(lemmaStart..<bytes.count)
                } else {
                    lemmaBytes.append(lower)
                }
                lemmaHashes.append(PhraseTable.hash(bytes[lemmaBytes[lemmaBytes.count - 1]]))
                let first = surface[0]
                capitalized.append(first < 0x80 ? first &- 65 < 26
                                   : text.text(of: token).unicodeScalars.first?.properties.isUppercase ?? false)
                classes.append(token.lemma.isLexiconEntry ? table[token.lemma.rawValue] : [])
            }
        }
    }

    /// A hyphen between two words with no space around it ("ice-cream").
    static func joins(_ index: Int, _ text: TokenizedText) -> Bool {
        let tokens = text.tokens
        let token = tokens[index]
        guard token.kind == .punct, token.length == 1, text.bytes[Int(token.start)] == UInt8(ascii: "-"),
              index > 0, index + 1 < tokens.count else { return false }
        return tokens[index - 1].end == token.start && tokens[index + 1].start == token.end
            && tokens[index - 1].kind == .word && tokens[index + 1].kind == .word
    }
}
