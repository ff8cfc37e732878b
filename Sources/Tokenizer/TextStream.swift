/// Tokenizes input that arrives in pieces (a 1 GB file, a pipe) without
/// holding it all: bytes are buffered until a paragraph break, and each
/// complete stretch is tokenized (and lemmatized) on its own.
///
/// Sentence indexes and byte offsets continue across pieces. A cut falls at
/// the last blank line, else the last line break, else the last space, else
/// (a chunk with no whitespace) the start of the last word the tokenizer finds
/// near its end; never inside a character.
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
            var cut = TextStream.cutPoint(in: pending, limit: chunkSize)
            if cut > 0, pending[cut - 1] != UInt8(ascii: " "), pending[cut - 1] != UInt8(ascii: "\n") {
                cut = try wordBoundary(in: pending, before: cut)
            }
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
        return characterBoundary(in: bytes, atOrBefore: end)
    }

    /// The last UTF-8 character boundary at or before `limit` (> 0 when a
    /// character fits), so a cut never splits a character, also at the very
    /// end of what has arrived so far.
    static func characterBoundary(in bytes: [UInt8], atOrBefore limit: Int) -> Int {
        var lead = min(limit, bytes.count)
        guard lead > 0 else { return 0 }
        if lead < bytes.count, bytes[lead] & 0xC0 != 0x80 { return lead }
        lead -= 1
        var back = 0
        while lead > 0, bytes[lead] & 0xC0 == 0x80, back < 3 {
            lead -= 1
            back += 1
        }
        let length = bytes[lead] >= 0xF0 ? 4 : bytes[lead] >= 0xE0 ? 3 : bytes[lead] >= 0xC0 ? 2 : 1
        // The character starting at `lead` ends by `limit`: cut after it; else before it.
        let cut = lead + length <= min(limit, bytes.count) ? lead + length : lead
        return cut > 0 ? cut : min(limit, bytes.count)
    }

    /// A text with no whitespace for a whole chunk is cut where the tokenizer
    /// starts its last word in the chunk's final few KB, so streaming counts
    /// the same words as tokenizing it whole ('日本語' x 400,000 is 400,000 words).
    private func wordBoundary(in bytes: [UInt8], before cut: Int) throws -> Int {
        let windowStart = TextStream.characterBoundary(in: bytes, atOrBefore: max(cut - 4096, 0))
        guard windowStart < cut else { return cut }
        let tail = try tokenizer.tokenize(Array(bytes[windowStart..<cut]))
        guard let last = tail.tokens.last(where: { $0.start > 0 }) else { return cut }
        return windowStart + Int(last.start)
    }
}
