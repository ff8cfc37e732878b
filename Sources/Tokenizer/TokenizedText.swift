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
}
