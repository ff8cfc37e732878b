import SeededRandom
import Testing
@testable import Tokenizer

/// Property: tokens tile any input (issue 11), checked on random strings built
/// from the pieces that steer the link, contraction and abbreviation rules.
@Suite("Tiling property (issue 11)")
struct TilingPropertyTests {
    static let pieces = ["w", "www", ".", "@", ":", "//", "'", "o", "brien", "é", "日本", "-", " ", "\n", "(", ")", "x.org",
                         "http", "e.g", "Mr", "n't", "’", "…", "!", "1", "%", "\u{202E}", "\u{1B}", "🙂", "\u{301}"]

    @Test(arguments: 0..<8)
    func randomLinkishTextTiles(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
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
        var generator = SplitMix64(seed: seed)
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
