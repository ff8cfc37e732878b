import ReaderEngine
import Tokenizer

/// Scores one input streamed in 1 MB pieces: the per-thread tools (tokenizer,
/// accumulator) reused across inputs, so a worker allocates them once.
struct InputScorer {
    let scorer: DifficultyScorer
    let tokenizer: Tokenizer
    var accumulator: DifficultyAccumulator
    private let reader = ChunkReader()

    init(scorer: DifficultyScorer) throws {
        self.scorer = scorer
        tokenizer = try Tokenizer()
        accumulator = scorer.makeAccumulator()
    }

    /// The report for a file (or stdin for nil / "-"); `progress` gets the size of each piece read.
    mutating func score(path: String?, progress: (Int) -> Void = { _ in }) throws -> DifficultyReport {
        do {
            try InputSource(path: path).forEachPiece(tokenizer: tokenizer, lemmatizer: scorer.data.lemmatizer, reader: reader,
                                                     onChunk: { progress($0.count) }) { accumulator.add($0) }
        } catch {
            accumulator.reset()
            throw error
        }
        return accumulator.finish()
    }

    /// The report for text held in memory (a `--stdin-jsonl` record).
    mutating func score(bytes: [UInt8]) throws -> DifficultyReport {
        var text = try tokenizer.tokenize(bytes)
        scorer.data.lemmatizer.lemmatize(&text)
        accumulator.add(text)
        return accumulator.finish()
    }
}
