import Tokenizer

/// What the learner pointed at: a byte offset (a tap), or the nth occurrence
/// of a word or phrase typed in full.
public enum CaptureTarget: Sendable, Equatable {
    case offset(Int)
    /// `nth` counts from 1; matching ignores case and the spacing between words.
    case word(String, nth: Int)

    /// Indices (into `text.tokens`) of the first and last token of the target.
    public func locate(in text: TokenizedText, tokenizer: Tokenizer) throws -> ClosedRange<Int> {
        switch self {
        case .offset(let offset):
            let local = offset - text.baseOffset
            guard local >= 0, local < text.bytes.count else {
                throw CaptureError.offsetOutOfRange(offset: offset, size: text.baseOffset + text.bytes.count)
            }
            // Tokens are sorted and cover the text: the last one starting at or before the offset holds it.
            var low = 0
            var high = text.tokens.count
            while low < high {
                let middle = (low + high) / 2
                if Int(text.tokens[middle].start) <= local { low = middle + 1 } else { high = middle }
            }
            let index = low - 1
            guard index >= 0, Int(text.tokens[index].end) > local, text.tokens[index].kind == .word else {
                let found = index >= 0 && Int(text.tokens[index].end) > local ? text.tokens[index].kind.name : "no token"
                throw CaptureError.noWordAtOffset(offset: offset, found: found)
            }
            return index...index

        case .word(let word, let nth):
            let wanted = try tokenizer.tokenize(word)
            let pattern = wanted.tokens.filter { $0.kind != .space }.map { wanted.text(of: $0).lowercased() }
            guard wanted.tokens.contains(where: { $0.kind == .word }) else { throw CaptureError.emptyWord(word) }
            let candidates = text.tokens.indices.filter { text.tokens[$0].kind != .space }
            var found = 0
            var position = 0
            while position + pattern.count <= candidates.count {
                let window = candidates[position..<(position + pattern.count)]
                if zip(window, pattern).allSatisfy({ text.text(of: text.tokens[$0]).lowercased() == $1 }) {
                    found += 1
                    if found == nth { return window.first!...window.last! }
                }
                position += 1
            }
            throw CaptureError.wordNotFound(word: word, nth: nth, found: found)
        }
    }
}
