import Tokenizer

/// The part of lemmatized text that counting reads, as one `UInt32` per word:
/// the lemma id, `outside` for a word outside the lexicon (a name, an unknown
/// word: counted as a running word, but it breaks n-grams), and `boundary` where
/// a sentence or punctuation cuts n-grams. Four bytes per word instead of a
/// 20-byte token, so counting streams through memory.
enum LemmaStream {
    static let boundary = UInt32.max
    static let outside = UInt32.max - 1

    static func make(from text: TokenizedText) -> [UInt32] {
        var stream: [UInt32] = []
        stream.reserveCapacity(text.tokens.count / 2 + 1)
        var sentence: Int32 = -1
        var lastWordEnd: Int32 = -1
        var open = false
        text.bytes.withUnsafeBufferPointer { bytes in
            for token in text.tokens {
                if token.sentence != sentence {
                    sentence = token.sentence
                    if open { stream.append(boundary) }
                    open = false
                }
                switch token.kind {
                case .space:
                    continue
                case .word:
                    stream.append(token.lemma.isLexiconEntry ? token.lemma.rawValue : outside)
                    open = true
                    lastWordEnd = token.end
                // "well-known": the tokenizer splits it, the phrase keeps it together.
                case .punct where token.length == 1 && bytes[Int(token.start)] == UInt8(ascii: "-") && lastWordEnd == token.start:
                    continue
                default:
                    if open { stream.append(boundary) }
                    open = false
                }
            }
        }
        return stream
    }
}
