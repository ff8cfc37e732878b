import Tokenizer

/// Walks a text stretch by stretch: the words a `WordWindow` of unlimited
/// reach holds (a sentence cut at punctuation), each word hashed as the window
/// hashes it, into a buffer kept from one stretch to the next. So a scan for
/// saved phrases learns which stretches may hold one (`PhraseKeys`) before it
/// builds any window.
struct StretchScan {
    /// Lemma hash and lower-case hash of each word of the current stretch.
    private(set) var hashes: [UInt64] = []
    /// By lemma id: the lemma's hash (0 until the lemma is first met) and the
    /// last short word seen with that lemma (its bytes and length packed, see
    /// `packed`) with its lower-case hash: a text repeats its common words, so
    /// most words are hashed by one table read and one compare.
    private var seen: [Seen]

    private struct Seen {
        var lemma: UInt64 = 0
        var word: UInt64 = 0
        var lower: UInt64 = 0
    }

    init(lexicon: LemmaLexicon) {
        seen = [Seen](repeating: Seen(), count: lexicon.count)
    }

    /// The next stretch at or after token `next` (token indexes of its first
    /// to last word), or nil at the end of the text; `next` moves past it.
    mutating func next(in text: TokenizedText, from next: inout Int, lemmatizer: Lemmatizer) -> Range<Int>? {
        var hashes = [UInt64](), seen = [Seen]()
        swap(&hashes, &self.hashes)
        swap(&seen, &self.seen)
        if !hashes.isEmpty { hashes.removeAll(keepingCapacity: true) }
        defer {
            swap(&hashes, &self.hashes)
            swap(&seen, &self.seen)
        }
        return seen.withUnsafeMutableBufferPointer { seen in
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
                            let id = Int(token.lemma.rawValue)
                            if token.lemma.isLexiconEntry && id < seen.count {
                                if seen[id].lemma == 0 {
                                    seen[id].lemma = lemmatizer.withLemmaBytes(of: token, in: text) { PhraseTable.hashLowercased($0) }
                                }
                                let word = StretchScan.packed(token, bytes)
                                if word == 0 || word != seen[id].word {
                                    seen[id].lower = StretchScan.lowerHash(token, bytes)
                                    seen[id].word = word
                                }
                                hashes.append(seen[id].lemma)
                                hashes.append(seen[id].lower)
                            } else {
                                let lower = StretchScan.lowerHash(token, bytes)
                                hashes.append(token.lemma.isLexiconEntry ? lemmatizer.withLemmaBytes(of: token, in: text) { PhraseTable.hashLowercased($0) } : lower)
                                hashes.append(lower)
                            }
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

    @inline(__always)
    private static func lowerHash(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        PhraseTable.hashLowercased(UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]))
    }

    /// A word of at most 7 bytes as one number: its bytes and, in the top
    /// byte, its length; 0 for a longer word or one too near the end of the text.
    @inline(__always)
    private static func packed(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let start = Int(token.start), length = Int(token.end - token.start)
        guard length <= 7, start + 8 <= bytes.count, let base = bytes.baseAddress else { return 0 }
        let word = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self).littleEndian
        return word & ((1 << UInt64(8 * length)) - 1) | UInt64(length) << 56
    }
}
