import Testing
@testable import Tokenizer

/// Regression tests for issue 11 (hostile and malformed input).
@Suite("Hostile input (issue 11)")
struct HostileInputTests {
    /// Issue 11 item 1: a word running into a link made two overlapping tokens, so `read` printed text twice.
    @Test(arguments: [
        ("Write to o'brien@example.com today.", "Write|to|o'brien@example.com|today|.", TokenKind.email),
        ("See site.www.example.com now", "See|site.www.example.com|now", .url),
        ("Go r.www.x.org!", "Go|r.www.x.org|!", .url),
    ])
    func overlappingEmailTokensTile(text: String, pieces: String, linkKind: TokenKind) throws {
        #expect(try Fixture.pieces(text) == pieces)
        let tokenized = try Fixture.tokenize(text)
        #expect(tokenized.tokens.filter { $0.kind == linkKind }.count == 1)
    }

    /// A link ending inside a segment, with another link starting in the rest of that segment.
    @Test func linkRemainderStopsAtTheNextLink() throws {
        for text in ["http://x.org/aébob@x.com", "https://a.io/xé.www.b.org y", "a@b.cd.www.e.org"] {
            _ = try Fixture.tokenize(text)
        }
    }

    /// Issue 11 item 6: a line over a chunk without spaces got U+FFFD at the cuts, and more words than whole.
    @Test(arguments: [1000, 4099, 1 << 16])
    func longLineWithoutSpacesStreamsWholeCharactersAndWords(pieceSize: Int) throws {
        let text = String(repeating: "日本語", count: 30_000) + "\n"
        let bytes = Array(text.utf8)
        let whole = try Fixture.tokenize(text)
        var words = 0
        var rebuilt: [UInt8] = []
        var stream = SentencePieces(tokenizer: try Tokenizer(), lemmatizer: Fixture.lemmatizer, pieceSize: pieceSize)
        let collect: (TokenizedText) throws -> Void = { piece in
            try Fixture.checkInvariants(piece)
            #expect(String(validating: piece.bytes, as: UTF8.self) != nil, "a cut split a character")
            words += piece.tokens.filter { $0.kind == .word }.count
            rebuilt += piece.bytes
        }
        for start in stride(from: 0, to: bytes.count, by: 7919) {
            try stream.feed(bytes[start..<min(start + 7919, bytes.count)], collect)
        }
        try stream.finish(collect)
        #expect(rebuilt == bytes)
        #expect(words == whole.tokens.filter { $0.kind == .word }.count)
        #expect(words == 30_000)
    }
}
