/// The tokens of one buffer of text together with the bytes they point into.
public struct TokenizedText: Sendable {
    /// The UTF-8 input (possibly invalid) exactly as given.
    public let bytes: [UInt8]
    /// Offset of `bytes[0]` in the whole input (non-zero for streamed chunks).
    public let baseOffset: Int
    public var tokens: [Token]
    /// Number of sentences in this buffer; token sentence indexes are global.
    public let sentenceCount: Int

    public init(bytes: [UInt8], baseOffset: Int, tokens: [Token], sentenceCount: Int) {
        self.bytes = bytes
        self.baseOffset = baseOffset
        self.tokens = tokens
        self.sentenceCount = sentenceCount
    }

    /// The token's text as written (invalid UTF-8 shows as U+FFFD).
    public func text(of token: Token) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(token.start)..<Int(token.end)]), as: UTF8.self)
        }
    }

    /// Byte offsets of the token in the whole input.
    public func range(of token: Token) -> Range<Int> {
        (baseOffset + Int(token.start))..<(baseOffset + Int(token.end))
    }

    /// The indices of the tokens of token `index`'s sentence.
    public func sentenceIndices(around index: Int) -> ClosedRange<Int> {
        let sentence = tokens[index].sentence
        var first = index, last = index
        while first > 0 && tokens[first - 1].sentence == sentence { first -= 1 }
        while last + 1 < tokens.count && tokens[last + 1].sentence == sentence { last += 1 }
        return first...last
    }
}

extension TokenizedText {
    /// Consecutive pieces of one text (as `SentencePieces` cuts them, each starting where the one
    /// before ends) as one text: their bytes joined, token offsets into the joined bytes.
    public init(joining pieces: [TokenizedText]) {
        guard let first = pieces.first else {
            self.init(bytes: [], baseOffset: 0, tokens: [], sentenceCount: 0)
            return
        }
        guard pieces.count > 1 else {
            self = first
            return
        }
        var bytes: [UInt8] = []
        var tokens: [Token] = []
        bytes.reserveCapacity(pieces.reduce(0) { $0 + $1.bytes.count })
        tokens.reserveCapacity(pieces.reduce(0) { $0 + $1.tokens.count })
        for piece in pieces {
            precondition(piece.baseOffset == first.baseOffset + bytes.count, "pieces must follow one another")
            let shift = Int32(bytes.count)
            bytes += piece.bytes
            for var token in piece.tokens {
                token.start += shift
                token.end += shift
                tokens.append(token)
            }
        }
        let sentences = tokens.isEmpty ? 0 : Int(tokens.last!.sentence - tokens[0].sentence) + 1
        self.init(bytes: bytes, baseOffset: first.baseOffset, tokens: tokens, sentenceCount: sentences)
    }
}
