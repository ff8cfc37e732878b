import Tokenizer

/// Walks a text stretch by stretch: the words a `WordWindow` of unlimited
/// reach holds (a sentence cut at punctuation), each word hashed as the window
/// hashes it, into a buffer kept from one stretch to the next. So a scan for
/// saved phrases learns which stretches may hold one (`PhraseKeys`) before it
/// builds any window.
struct StretchScan {
    /// Lemma hash and lower-case hash of each word of the current stretch.
    private(set) var hashes: [UInt64] = []
    /// Lemma hashes of the lemmas met so far (a text repeats its common words).
    private var lemmaHashes: LemmaHashCache

    /// `tokens`: the text's token count, which bounds how many lemmas it can repeat.
    init(tokens: Int) {
        lemmaHashes = LemmaHashCache(tokens: tokens)
    }

    /// The next stretch at or after token `next` (token indexes of its first
    /// to last word), or nil at the end of the text; `next` moves past it.
    mutating func next(in text: TokenizedText, from next: inout Int, lemmatizer: Lemmatizer) -> Range<Int>? {
        var hashes = [UInt64](), lemmaHashes = LemmaHashCache(tokens: 0)
        swap(&hashes, &self.hashes)
        swap(&lemmaHashes, &self.lemmaHashes)
        if !hashes.isEmpty { hashes.removeAll(keepingCapacity: true) }
        defer {
            swap(&hashes, &self.hashes)
            swap(&lemmaHashes, &self.lemmaHashes)
        }
        return lemmaHashes.slots.withUnsafeMutableBufferPointer { lemmaHashes in
            text.tokens.withUnsafeBufferPointer { tokens in
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
                            var lemma = lower
                            if token.lemma.isLexiconEntry {
                                let id = token.lemma.rawValue
                                let slot = Int(id) & (lemmaHashes.count - 1)
                                if lemmaHashes[slot].id == id &+ 1 {
                                    lemma = lemmaHashes[slot].hash
                                } else {
                                    lemma = lemmatizer.withLemmaBytes(of: token, in: text) { PhraseTable.hashLowercased($0) }
                                    lemmaHashes[slot] = (id &+ 1, lemma)
                                }
                            }
                            hashes.append(lemma)
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
    }
}

/// Lemma hash by lemma id, direct-mapped: a table as long as the lexicon
/// would be zeroed on every call, which costs more than a page's annotation.
struct LemmaHashCache {
    /// Lemma id + 1 (0: empty) and its hash; a power of two long.
    var slots: [(id: UInt32, hash: UInt64)]

    init(tokens: Int) {
        var count = 64
        while count < min(tokens, 1 << 14) { count <<= 1 }
        slots = tokens == 0 ? [] : Array(repeating: (0, 0), count: count)
    }
}
