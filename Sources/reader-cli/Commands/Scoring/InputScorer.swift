import Documents
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

    /// One report per section (chapter) of a document that has sections (`--by-chapter`), each
    /// section's bytes of the extracted text scored on their own; plain text and a document
    /// without sections give one report for the whole input, as `score(path:)` does.
    mutating func scoreByChapter(path: String?, progress: (Int) -> Void = { _ in }) throws -> [ChapterReport] {
        guard let document = try DocumentInput.extracted(path: path), !document.sections.isEmpty else {
            return [ChapterReport(chapter: nil, report: try score(path: path, progress: progress))]
        }
        let text = Array(document.text.utf8)
        var chapters = document.sections.enumerated().map { index, section in
            (ScoredChapter(index: index + 1, title: section.title), section.range)
        }
        // Text before the first heading (a page's lead) is in no section, and is still read.
        let opening = 0..<document.sections[0].range.lowerBound
        if text[opening].contains(where: { !InputScorer.asciiWhitespace.contains($0) }) {
            chapters.insert((ScoredChapter(index: 0, title: ScoredChapter.openingTitle), opening), at: 0)
        }
        return try chapters.map { chapter, range in
            progress(range.count)
            return ChapterReport(chapter: chapter, report: try score(bytes: text[range], startOffset: range.lowerBound))
        }
    }

    private static let asciiWhitespace: Set<UInt8> = [0x20, 0x0A, 0x0D, 0x09]

    /// The report for bytes held in memory, tokenized a piece at a time as a file is.
    private mutating func score(bytes: ArraySlice<UInt8>, startOffset: Int) throws -> DifficultyReport {
        var pieces = SentencePieces(tokenizer: tokenizer, lemmatizer: scorer.data.lemmatizer, startOffset: startOffset)
        do {
            try pieces.feed(bytes) { accumulator.add($0) }
            try pieces.finish { accumulator.add($0) }
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
