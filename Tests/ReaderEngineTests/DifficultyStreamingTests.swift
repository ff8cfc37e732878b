import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore
import Tokenizer

@Suite("Difficulty: streaming and reuse")
struct DifficultyStreamingTests {
    /// Pieces smaller than a paragraph (1.5 KB) but not than a sentence: `SentencePieces` cuts at sentence starts.
    @Test("input in pieces gives the whole-text report", arguments: [400, 700, 2_048, 4_096])
    func chunked(pieceSize: Int) throws {
        let text = try DifficultyFixture.sample("emma-opening.txt")
        let scorer = try DifficultyFixture.scorer(VocabularySnapshot(lemmas: ["she": .known, "be": .learning]))
        let whole = try scorer.score(text, tokenizer: try Tokenizer())
        var accumulator = scorer.makeAccumulator()
        var stream = SentencePieces(tokenizer: try Tokenizer(), lemmatizer: scorer.data.lemmatizer, pieceSize: pieceSize)
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: 100) {
            try stream.feed(bytes[start..<min(start + 100, bytes.count)]) { accumulator.add($0) }
        }
        try stream.finish { accumulator.add($0) }
        DifficultyFixture.expectSame(accumulator.finish(), whole)
    }

    @Test("an accumulator scores text after text, and reset drops a half-read text")
    func reuse() throws {
        let scorer = try DifficultyFixture.scorer()
        let tokenizer = try Tokenizer()
        let first = try scorer.score(try DifficultyFixture.sample("emma-opening.txt"), tokenizer: tokenizer)
        let second = try scorer.score(try DifficultyFixture.sample("moby-dick-loomings.txt"), tokenizer: tokenizer)
        var accumulator = scorer.makeAccumulator()
        for (name, expected) in [("emma-opening.txt", first), ("moby-dick-loomings.txt", second), ("emma-opening.txt", first)] {
            var text = try tokenizer.tokenize(try DifficultyFixture.sample(name))
            scorer.data.lemmatizer.lemmatize(&text)
            accumulator.add(text)
            DifficultyFixture.expectSame(accumulator.finish(), expected)
        }
        var partial = try tokenizer.tokenize("Whales everywhere.")
        scorer.data.lemmatizer.lemmatize(&partial)
        accumulator.add(partial)
        accumulator.reset()
        #expect(accumulator.finish().words == 0)
    }
}
