import Tokenizer

/// The sentence around a token, as written in the text.
public struct ContextSentence: Sendable, Equatable {
    /// The sentence text, leading and trailing spaces dropped, inner line breaks kept.
    public var text: String
    /// Its byte range in the whole input.
    public var range: Range<Int>

    /// The sentence holding the token at `index` (the tokenizer's sentence index).
    public init(around index: Int, in text: TokenizedText) {
        let sentence = text.tokens[index].sentence
        var first = index
        while first > 0 && text.tokens[first - 1].sentence == sentence { first -= 1 }
        var last = index
        while last + 1 < text.tokens.count && text.tokens[last + 1].sentence == sentence { last += 1 }
        while first < index && text.tokens[first].kind == .space { first += 1 }
        while last > index && text.tokens[last].kind == .space { last -= 1 }
        let start = Int(text.tokens[first].start)
        let end = Int(text.tokens[last].end)
        self.text = String(decoding: text.bytes[start..<end], as: UTF8.self)
        self.range = (text.baseOffset + start)..<(text.baseOffset + end)
    }
}
