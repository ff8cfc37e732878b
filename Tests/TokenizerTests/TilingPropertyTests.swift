import Testing
@testable import Tokenizer

/// SplitMix64: a seeded generator, so a failing case is reproducible from its seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Property: tokens tile any input (issue 11), checked on random strings built
/// from the pieces that steer the link, contraction and abbreviation rules.
@Suite("Tiling property (issue 11)")
struct TilingPropertyTests {
    static let pieces = ["w", "www", ".", "@", ":", "//", "'", "o", "brien", "é", "日本", "-", " ", "\n", "(", ")", "x.org",
                         "http", "e.g", "Mr", "n't", "’", "…", "!", "1", "%", "\u{202E}", "\u{1B}", "🙂", "\u{301}"]

    @Test(arguments: 0..<8)
    func randomLinkishTextTiles(seed: UInt64) throws {
        var generator = SeededGenerator(state: seed)
        let tokenizer = try Tokenizer()
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 1...24, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            var tokenized = try tokenizer.tokenize(text)
            Fixture.lemmatizer.lemmatize(&tokenized)
            try Fixture.checkInvariants(tokenized)
        }
    }

    @Test(arguments: 0..<4)
    func randomBytesTile(seed: UInt64) throws {
        var generator = SeededGenerator(state: seed)
        let tokenizer = try Tokenizer()
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 1...64, using: &generator)).map { _ in UInt8.random(in: 1...255, using: &generator) }
            let tokens = try tokenizer.tokenize(bytes).tokens
            var end: Int32 = 0
            for token in tokens {
                #expect(token.start == end && token.end > token.start, "\(bytes)")
                end = token.end
            }
            #expect(Int(end) == bytes.count, "\(bytes)")
        }
    }
}
