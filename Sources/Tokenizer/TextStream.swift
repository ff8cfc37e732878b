/// Tokenizes input that arrives in pieces (a 1 GB file, a pipe) without
/// holding it all: bytes are buffered until a paragraph break, and each
/// complete stretch is tokenized (and lemmatized) on its own.
///
/// Sentence indexes and byte offsets continue across pieces. A cut falls at
/// the last blank line, else the last line break, else the last space, else
/// the last character boundary, so only text with no whitespace for
/// `chunkSize` bytes can have a word split at a cut.
public struct TextStream {
    private let tokenizer: Tokenizer
    private let lemmatizer: Lemmatizer?
    private let chunkSize: Int
    private var pending: [UInt8] = []
    private var consumed = 0
    private var sentences = 0

    public init(tokenizer: Tokenizer, lemmatizer: Lemmatizer?, chunkSize: Int = 1 << 20) {
        self.tokenizer = tokenizer
        self.lemmatizer = lemmatizer
        self.chunkSize = max(chunkSize, 16)
    }

    /// Adds bytes; calls `body` for every stretch that is now complete.
    public mutating func feed<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ body: (TokenizedText) throws -> Void) throws {
        pending.append(contentsOf: bytes)
        while pending.count >= chunkSize {
            let cut = TextStream.cutPoint(in: pending, limit: chunkSize)
            try emit(upTo: cut, body)
        }
    }

    /// Tokenizes whatever is left.
    public mutating func finish(_ body: (TokenizedText) throws -> Void) throws {
        if !pending.isEmpty { try emit(upTo: pending.count, body) }
    }

    private mutating func emit(upTo cut: Int, _ body: (TokenizedText) throws -> Void) throws {
        let piece = Array(pending[..<cut])
        pending.removeFirst(cut)
        var text = try tokenizer.tokenize(piece, baseOffset: consumed, firstSentence: sentences)
        lemmatizer?.lemmatize(&text)
        consumed += cut
        sentences += text.sentenceCount
        try body(text)
    }

    /// Where to cut `bytes` at or before `limit`.
    static func cutPoint(in bytes: [UInt8], limit: Int) -> Int {
        let end = min(limit, bytes.count)
        var lastNewline = -1
        var lastSpace = -1
        var i = end - 1
        while i > 0 {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") {
                if bytes[i - 1] == UInt8(ascii: "\n") { return i + 1 }
                if lastNewline < 0 { lastNewline = i + 1 }
            } else if b == UInt8(ascii: " "), lastSpace < 0 {
                lastSpace = i + 1
            }
            i -= 1
        }
        if lastNewline > 0 { return lastNewline }
        if lastSpace > 0 { return lastSpace }
        var cut = end
        while cut > 1, cut < bytes.count, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
        return cut
    }
}
