import Testing
@testable import Tokenizer

@Suite("Streaming")
struct StreamingTests {
    static let text = (0..<200).map { "Paragraph \($0) says Mr. Smith didn't go. It's late.\n\nNext one here.\n" }.joined()

    /// Pieces are lemmatized and tagged by one worker or several at once (`workers`), with the same result.
    @Test("chunked tokens equal whole-text tokens", arguments: [64, 200, 1000, 1 << 20], [1, 3])
    func sameAsWhole(pieceSize: Int, workers: Int) throws {
        let whole = try Fixture.tokenize(StreamingTests.text)
        var streamed: [(Range<Int>, TokenKind, Int32, String?, UPOSTag?)] = []
        var stream = SentencePieces(tokenizer: try Tokenizer(), lemmatizer: Fixture.lemmatizer, pieceSize: pieceSize, workers: workers)
        let bytes = Array(StreamingTests.text.utf8)
        let collect: (TokenizedText) throws -> Void = { piece in
            try Fixture.checkInvariants(piece)
            for token in piece.tokens {
                streamed.append((piece.range(of: token), token.kind, token.sentence,
                                 Fixture.lemmatizer.lemmaString(of: token, in: piece), token.pos))
            }
        }
        for start in stride(from: 0, to: bytes.count, by: 97) {
            try stream.feed(bytes[start..<min(start + 97, bytes.count)], collect)
        }
        try stream.finish(collect)
        let expected = whole.tokens.map {
            (whole.range(of: $0), $0.kind, $0.sentence, Fixture.lemmatizer.lemmaString(of: $0, in: whole), $0.pos)
        }
        #expect(streamed.count == expected.count)
        #expect(streamed.map(\.0) == expected.map(\.0))
        #expect(streamed.map(\.1) == expected.map(\.1))
        #expect(streamed.map(\.2) == expected.map(\.2))
        #expect(streamed.map(\.3) == expected.map(\.3))
        #expect(streamed.map(\.4) == expected.map(\.4))
    }

    @Test("segmenting in stretches of whole lines changes no token", arguments: [1, 30, 200, 1 << 16])
    func stretches(size: Int) throws {
        // Line breaks inside sentences, titles, ellipses and links, so sentence fixes meet stretch ends.
        let text = (0..<40).map {
            "Line \($0) ends with Mr.\nSmith who said \"Stop!\" she\nsaid... Then see https://x.org/a.\n\nA word‘s “quote”.\n"
        }.joined()
        let tokenizer = try Tokenizer()
        let whole = try tokenizer.tokenize(text)
        let stretched = try tokenizer.tokenize(Array(text.utf8), stretchSize: size)
        #expect(stretched.tokens == whole.tokens)
        #expect(stretched.sentenceCount == whole.sentenceCount)
        #expect(whole.sentenceCount > 80)
    }

    /// A piece ends at a sentence start that a complete word follows; else, inside a long
    /// sentence, at a word that three complete words follow; a token longer than a piece is held whole.
    @Test("where pieces are cut", arguments: [
        ("One two. Three four. Five six.", 16, ["One two. ", "Three four. ", "Five six."]),
        ("aa bb cc dd ee ff gg hh", 16, ["aa bb ", "cc dd ", "ee ff gg hh"]),
        ("日本語日本語日本語日本語日本語日本語", 32, ["日本語日本語", "日本語日本語", "日本語日本語"]),
        ("abcdefghijklmnopqrstuvwxyz end", 16, ["abcdefghijklmnopqrstuvwxyz end"]),
        ("Short. Short.", 64, ["Short. Short."]),
        // Longer than `longestToken` (4 pieces): cut at a character boundary (issue 28 item 4).
        (String(repeating: "a", count: 100), 16, [String(repeating: "a", count: 63), String(repeating: "a", count: 37)]),
        (String(repeating: "e\u{301}", count: 30), 16, [String(repeating: "e\u{301}", count: 21), String(repeating: "e\u{301}", count: 9)]),
    ])
    func cutPlaces(text: String, pieceSize: Int, expected: [String]) throws {
        var stream = SentencePieces(tokenizer: try Tokenizer(), lemmatizer: nil, pieceSize: pieceSize)
        var pieces: [String] = []
        try stream.feed(Array(text.utf8)) { pieces.append(String(decoding: $0.bytes, as: UTF8.self)) }
        try stream.finish { pieces.append(String(decoding: $0.bytes, as: UTF8.self)) }
        #expect(pieces == expected)
    }

    /// Issue 28 item 4: a text without word breaks (200 MB of `a`, a base64 line) was held whole,
    /// its window doubled up to the input's size. Now no piece exceeds `longestToken`, every cut
    /// falls between characters (an accent stays with its letter), and the pieces rebuild the text.
    @Test(arguments: ["a", "e\u{301}", "a1", "ß"])
    func textWithoutWordBreaksIsCutSoMemoryStaysBounded(unit: String) throws {
        let text = String(repeating: unit, count: 40_000 / unit.utf8.count)
        let bytes = Array(text.utf8)
        var stream = SentencePieces(tokenizer: try Tokenizer(), lemmatizer: Fixture.lemmatizer, pieceSize: 1000)
        var rebuilt: [UInt8] = []
        var largest = 0
        let collect: (TokenizedText) throws -> Void = { piece in
            try Fixture.checkInvariants(piece)
            let piece = try #require(String(validating: piece.bytes, as: UTF8.self), "a cut split a character")
            #expect(piece.isEmpty || piece.unicodeScalars.first!.properties.generalCategory != .nonspacingMark)
            largest = max(largest, piece.utf8.count)
            rebuilt += piece.utf8
        }
        for start in stride(from: 0, to: bytes.count, by: 4096) {
            try stream.feed(bytes[start..<min(start + 4096, bytes.count)], collect)
        }
        try stream.finish(collect)
        #expect(rebuilt == bytes)
        #expect(largest <= stream.longestToken)
        #expect(largest >= stream.longestToken - 256)
    }
}
