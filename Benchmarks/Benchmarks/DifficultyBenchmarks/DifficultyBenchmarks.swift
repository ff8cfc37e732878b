import Benchmark
import Foundation
import ReaderEngine
import Tokenizer

/// 2,000 articles of ~5 KB (10 MB) cut from the Corpora/prose novels, as in scripts/batch-bench.sh.
let corpora = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Corpora")

let articles: [[UInt8]] = {
    let folder = corpora.appendingPathComponent("prose")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".txt") }.sorted() ?? []
    var paragraphs: [[UInt8]] = []
    for file in files {
        let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
        paragraphs += text.split(separator: "\n").filter { !$0.isEmpty }.map { Array($0.utf8) + [10, 10] }
    }
    guard !paragraphs.isEmpty else { return [] }
    var result: [[UInt8]] = []
    var next = 0
    while result.count < 2_000 {
        var article: [UInt8] = []
        while article.count < 5_000 {
            article += paragraphs[next % paragraphs.count]
            next += 1
        }
        result.append(article)
    }
    return result
}()

let data = try! LanguageData(location: DataLocation(directory: corpora))

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(10),
        maxIterations: 10
    )

    Benchmark("Score 2,000 articles (10 MB), one thread: tokenize + lemmatize + profile") { benchmark in
        let scorer = try DifficultyScorer(data: data)
        let tokenizer = try Tokenizer()
        var accumulator = scorer.makeAccumulator()
        benchmark.startMeasurement()
        for article in articles {
            var text = try tokenizer.tokenize(article)
            data.lemmatizer.lemmatize(&text)
            accumulator.add(text)
            blackHole(accumulator.finish().levelScore)
        }
    }

    Benchmark("Profile only: 2,000 tokenized articles (10 MB)") { benchmark in
        let scorer = try DifficultyScorer(data: data)
        let tokenizer = try Tokenizer()
        let texts = try articles.map { article in
            var text = try tokenizer.tokenize(article)
            data.lemmatizer.lemmatize(&text)
            return text
        }
        var accumulator = scorer.makeAccumulator()
        benchmark.startMeasurement()
        for text in texts {
            accumulator.add(text)
            blackHole(accumulator.finish().levelScore)
        }
    }

    Benchmark("Score one 10 MB text streamed in 1 MB chunks") { benchmark in
        let scorer = try DifficultyScorer(data: data)
        var accumulator = scorer.makeAccumulator()
        var stream = SentencePieces(tokenizer: try Tokenizer(), lemmatizer: data.lemmatizer)
        let whole = articles.flatMap { $0 }
        benchmark.startMeasurement()
        for start in stride(from: 0, to: whole.count, by: 1 << 20) {
            try stream.feed(whole[start..<min(start + (1 << 20), whole.count)]) { accumulator.add($0) }
        }
        try stream.finish { accumulator.add($0) }
        blackHole(accumulator.finish().levelScore)
    }

    Benchmark("Scorer setup (form-rank table)") { _ in
        blackHole(try DifficultyScorer(data: data).learnerLevel)
    }
}
