import Tokenizer

/// A word written with hyphens that a learner reads as one (*wi-fi*, *x-ray*, *t-shirt*, *mother-in-law*).
/// The tokenizer splits it as UD does (`wi|-|fi`), which the tagger is trained on; a tap, a capture and the
/// card take the whole word when the lexicon knows it as one, and the part tapped when it does not.
public enum HyphenatedWord {
    /// Hyphens a word may hold (*jack-in-the-box* has three).
    static let longestChain = 3

    /// The tokens (indices into `tokens`) of the hyphenated word holding the word token at `index`, when it
    /// has two parts or more and the lexicon knows it; nil otherwise.
    public static func range(around index: Int, count: Int, token: (Int) -> Token, bytes: UnsafeBufferPointer<UInt8>,
                             lexicon: LemmaLexicon) -> ClosedRange<Int>? {
        guard index >= 0, index < count, token(index).kind == .word else { return nil }
        func isHyphen(_ at: Int) -> Bool {
            let hyphen = token(at)
            return hyphen.kind == .punct && hyphen.end == hyphen.start + 1 && bytes[Int(hyphen.start)] == UInt8(ascii: "-")
        }
        func joins(_ left: Int, _ right: Int) -> Bool {
            left >= 0 && right + 1 < count && isHyphen(right) && token(left).end == token(right).start
                && token(right + 1).kind == .word && token(right).end == token(right + 1).start
        }
        var first = index
        var last = index
        var hyphens = 0
        while hyphens < longestChain, first >= 2, joins(first - 2, first - 1) {
            first -= 2
            hyphens += 1
        }
        while hyphens < longestChain, joins(last, last + 1) {
            last += 2
            hyphens += 1
        }
        guard last > first else { return nil }
        let written = UnsafeBufferPointer(rebasing: bytes[Int(token(first).start)..<Int(token(last).end)])
        let lowered = String(decoding: written, as: UTF8.self).lowercased()
        if lexicon.id(of: lowered) != nil { return first...last }
        // An inflected form the lexicon lists only as its lemma ("t-shirts": "t-shirt").
        let head = UnsafeBufferPointer(rebasing: bytes[Int(token(first).start)..<Int(token(last).start)])
        guard let lemma = lexicon.string(for: token(last).lemma) else { return nil }
        return lexicon.id(of: String(decoding: head, as: UTF8.self).lowercased() + lemma) == nil ? nil : first...last
    }

    /// `range(around:...)` in a lemmatized text.
    public static func range(around index: Int, in text: TokenizedText, lexicon: LemmaLexicon) -> ClosedRange<Int>? {
        text.bytes.withUnsafeBufferPointer { bytes in
            range(around: index, count: text.tokens.count, token: { text.tokens[$0] }, bytes: bytes, lexicon: lexicon)
        }
    }

    /// `range(around:...)` in an annotated text (its spans' tokens).
    public static func range(around index: Int, in text: AnnotatedText, lexicon: LemmaLexicon) -> ClosedRange<Int>? {
        text.bytes.withUnsafeBufferPointer { bytes in
            range(around: index, count: text.spans.count, token: { text.spans[$0].token }, bytes: bytes, lexicon: lexicon)
        }
    }
}
