import Documents
import ReaderEngine
import Tokenizer

/// Scores one input streamed in 1 MB pieces: the per-thread tools (tokenizer,
/// accumulator, the tagger's word scores) reused across inputs, so a worker allocates them once
/// and scores a word it met in an earlier text without the model.
struct InputScorer {
    let scorer: DifficultyScorer
    let tokenizer: Tokenizer
    var accumulator: DifficultyAccumulator
    private let reader = ChunkReader()
    /// Threads that tag and lemmatize an input's windows (`SentencePieces`).
    private let pieceWorkers: Int
    private let taggerCaches: TaggerCaches

    init(scorer: DifficultyScorer, pieceWorkers: Int = SentencePieces.processorCount) throws {
        self.scorer = scorer
        self.pieceWorkers = pieceWorkers
        taggerCaches = TaggerCaches(count: max(pieceWorkers, 1))
        tokenizer = try Tokenizer()
        accumulator = scorer.makeAccumulator()
    }

    /// The report for a file (or stdin for nil / "-"); `progress` gets the size of each piece read.
    mutating func score(_ source: InputSource, progress: (Int) -> Void = { _ in }) throws -> DifficultyReport {
        do {
            // A Project Gutenberg book is scored without its header and licence.
            try source.forEachPiece(tokenizer: tokenizer, lemmatizer: scorer.data.lemmatizer, reader: reader,
                                    within: try source.gutenbergBody(), workers: pieceWorkers, caches: taggerCaches,
                                    onChunk: { progress($0.count) }) { accumulator.add($0) }
        } catch {
            accumulator.reset()
            throw error
        }
        return accumulator.finish()
    }

    /// One report per section (chapter) of a document that has sections (`--by-chapter`), each
    /// section's bytes of the extracted text scored on their own; plain text and a document
    /// without sections give one report for the whole input, as `score(_:)` does.
    mutating func scoreByChapter(_ source: InputSource, progress: (Int) -> Void = { _ in }) throws -> [ChapterReport] {
        guard let document = try source.document() else {
            return [ChapterReport(chapter: nil, report: try score(source, progress: progress))]
        }
        let text = Array(document.text.utf8)
        let body = try source.gutenbergBody() ?? 0..<text.count
        if document.sections.isEmpty {
            progress(body.count)
            return [ChapterReport(chapter: nil, report: try score(bytes: text[body], startOffset: body.lowerBound))]
        }
        // A chapter wholly in a Project Gutenberg header or licence is left out.
        return try document.chapters.compactMap { chapter in
            let range = chapter.range.clamped(to: body)
            guard !range.isEmpty else { return nil }
            progress(range.count)
            return ChapterReport(chapter: ScoredChapter(index: chapter.index, title: chapter.title),
                                 report: try score(bytes: text[range], startOffset: range.lowerBound))
        }
    }

    /// The report for bytes held in memory, tokenized a piece at a time as a file is.
    private mutating func score(bytes: ArraySlice<UInt8>, startOffset: Int) throws -> DifficultyReport {
        var pieces = SentencePieces(tokenizer: tokenizer, lemmatizer: scorer.data.lemmatizer, startOffset: startOffset,
                                    workers: pieceWorkers, caches: taggerCaches)
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
        scorer.data.lemmatizer.lemmatize(&text, cache: taggerCaches.caches[0])
        accumulator.add(text)
        return accumulator.finish()
    }
}
