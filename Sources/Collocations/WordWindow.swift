import Tokenizer

/// The words around a tap that a phrase may use: the tapped word's sentence,
/// cut at punctuation (a word-joining hyphen excepted), at most `reach` words
/// on each side (saved phrases look at the whole stretch).
struct WordWindow {
    static let reach = 7

    var tokens: [Int] = []
    var lemmas: [UInt32] = []
    var lower: [String] = []
    /// Lower-case lemma and lower-case surface as bytes, with their `PhraseTable` hashes.
    var lemmaBytes: [[UInt8]] = []
    var lowerBytes: [[UInt8]] = []
    var lemmaHashes: [UInt64] = []
    var lowerHashes: [UInt64] = []
    var classes: [WordClass] = []
    /// Whether the word starts with a capital letter.
    var capitalized: [Bool] = []
    /// Position of the tapped word.
    var tap = 0

    var count: Int { tokens.count }

    init(text: TokenizedText, tapped: Int, lexicon: LemmaLexicon, classes table: WordClassTable, reach: Int = WordWindow.reach) {
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
        // Saved phrases build a window for every stretch of text that may hold one, so ASCII
        // words (nearly all) are lower-cased byte by byte rather than through String.
        text.bytes.withUnsafeBufferPointer { bytes in
            for position in self.tokens {
                let token = tokens[position]
                let surface = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
                let loweredBytes = surface.allSatisfy { $0 < 0x80 }
                    ? surface.map { $0 &- 65 < 26 ? $0 | 0x20 : $0 } : Array(text.text(of: token).lowercased().utf8)
                let lowered = String(decoding: loweredBytes, as: UTF8.self)
                lemmas.append(token.lemma.rawValue)
                lower.append(lowered)
                let lemma = lexicon.string(for: token.lemma).map { Array($0.lowercased().utf8) } ?? loweredBytes
                lemmaBytes.append(lemma)
                lemmaHashes.append(PhraseTable.hash(lemma[...]))
                lowerBytes.append(loweredBytes)
                lowerHashes.append(PhraseTable.hash(loweredBytes[...]))
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
