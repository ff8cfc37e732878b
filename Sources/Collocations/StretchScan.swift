import Tokenizer

/// Walks a text stretch by stretch: the words a `WordWindow` of unlimited
/// reach holds (a sentence cut at punctuation), each word hashed as the window
/// hashes it, into a buffer kept from one stretch to the next. So a scan for
/// saved phrases learns which stretches may hold one (`PhraseKeys`) before it
/// builds any window.
struct StretchScan {
    /// Lemma hash and lower-case hash of each word of the current stretch.
    private(set) var hashes: [UInt64] = []
    /// Lemma hashes by lemma id, direct-mapped: a text repeats its common words.
    private var cachedIDs = [UInt32](repeating: .max, count: StretchScan.cacheSize)
    private var cachedHashes = [UInt64](repeating: 0, count: StretchScan.cacheSize)
    private static let cacheSize = 1 << 14

    /// The next stretch at or after token `next` (token indexes of its first
    /// to last word), or nil at the end of the text; `next` moves past it.
    mutating func next(in text: TokenizedText, from next: inout Int, lemmatizer: Lemmatizer) -> Range<Int>? {
        var hashes = [UInt64]()
        swap(&hashes, &self.hashes)
        hashes.removeAll(keepingCapacity: true)
        defer { swap(&hashes, &self.hashes) }
        return text.tokens.withUnsafeBufferPointer { tokens in
            text.bytes.withUnsafeBufferPointer { bytes in
                var index = next
                while index < tokens.count && tokens[index].kind != .word { index += 1 }
                guard index < tokens.count else {
                    next = index
                    return nil
                }
                let first = index, sentence = tokens[index].sentence
                var last = index
                while index < tokens.count && WordWindow.continues(index, sentence: sentence, tokens: tokens, bytes: bytes) {
                    let token = tokens[index]
                    if token.kind == .word {
                        let lower = PhraseTable.hashLowercased(UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]))
                        hashes.append(token.lemma.isLexiconEntry ? lemmaHash(token, text, lemmatizer) : lower)
                        hashes.append(lower)
                        last = index
                    }
                    index += 1
                }
                next = index
                return first..<(last + 1)
            }
        }
    }

    @inline(__always)
    private mutating func lemmaHash(_ token: Token, _ text: TokenizedText, _ lemmatizer: Lemmatizer) -> UInt64 {
        let id = token.lemma.rawValue, slot = Int(id) & (StretchScan.cacheSize - 1)
        if cachedIDs[slot] == id { return cachedHashes[slot] }
        let hash = lemmatizer.withLemmaBytes(of: token, in: text) { PhraseTable.hashLowercased($0) }
        cachedIDs[slot] = id
        cachedHashes[slot] = hash
        return hash
    }
}
