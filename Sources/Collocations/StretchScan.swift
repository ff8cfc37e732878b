import Tokenizer

/// Walks a text stretch by stretch: the words a `WordWindow` of unlimited
/// reach holds (a sentence cut at punctuation), each word hashed as the window
/// hashes it, into a buffer kept from one stretch to the next. So a scan for
/// saved phrases learns which stretches may hold one (`PhraseKeys`) before it
/// builds any window.
struct StretchScan {
    /// Lemma hash and lower-case hash of each word of the current stretch.
    private(set) var hashes: [UInt64] = []
    /// Lemma hash by lemma id, 0 until the lemma is first met (a text repeats its common words).
    private var lemmaHashes: [UInt64]

    init(lexicon: LemmaLexicon) {
        lemmaHashes = [UInt64](repeating: 0, count: lexicon.count)
    }

    /// The next stretch at or after token `next` (token indexes of its first
    /// to last word), or nil at the end of the text; `next` moves past it.
    mutating func next(in text: TokenizedText, from next: inout Int, lemmatizer: Lemmatizer) -> Range<Int>? {
        var hashes = [UInt64](), lemmaHashes = [UInt64]()
        swap(&hashes, &self.hashes)
        swap(&lemmaHashes, &self.lemmaHashes)
        if !hashes.isEmpty { hashes.removeAll(keepingCapacity: true) }
        defer {
            swap(&hashes, &self.hashes)
            swap(&lemmaHashes, &self.lemmaHashes)
        }
        return lemmaHashes.withUnsafeMutableBufferPointer { lemmaHashes in
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
                                let id = Int(token.lemma.rawValue)
                                lemma = id < lemmaHashes.count ? lemmaHashes[id] : 0
                                if lemma == 0 {
                                    lemma = lemmatizer.withLemmaBytes(of: token, in: text) { PhraseTable.hashLowercased($0) }
                                    if id < lemmaHashes.count { lemmaHashes[id] = lemma }
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
