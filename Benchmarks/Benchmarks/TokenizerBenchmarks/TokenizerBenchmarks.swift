import Benchmark
import Foundation
import Tokenizer

/// The same ~10 MB of English prose for every benchmark: the Corpora/prose
/// novels concatenated (and repeated) until the size is reached.
let corpora = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Corpora")

let benchText: [UInt8] = {
    let folder = corpora.appendingPathComponent("prose")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".txt") }.sorted() ?? []
    var bytes: [UInt8] = []
    while bytes.count < 10_000_000 && !files.isEmpty {
        for file in files {
            bytes += (try? Data(contentsOf: folder.appendingPathComponent(file))).map { [UInt8]($0) } ?? []
            bytes.append(10)
        }
    }
    return Array(bytes.prefix(10_000_000))
}()

let formsTSV: [UInt8] = (try? [UInt8](Data(contentsOf: corpora.appendingPathComponent("lemma/forms.tsv")))) ?? []

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(10),
        maxIterations: 20
    )

    Benchmark("ICU word break, raw (10 MB)") { benchmark in
        let tokenizer = try Tokenizer()
        benchmark.startMeasurement()
        let boundaries = benchText.withUnsafeBufferPointer { tokenizer.countICUWordBoundaries($0) }
        blackHole(boundaries)
    }

    Benchmark("Tokens + lemmas (10 MB)") { benchmark in
        let tokenizer = try Tokenizer()
        let lemmatizer = Lemmatizer(lexicon: try LemmaLexicon(formsTSV: formsTSV))
        benchmark.startMeasurement()
        var text = try tokenizer.tokenize(benchText)
        lemmatizer.lemmatize(&text)
        blackHole(text.tokens.count)
    }

    Benchmark("Tokens only (10 MB)") { benchmark in
        let tokenizer = try Tokenizer()
        benchmark.startMeasurement()
        let text = try tokenizer.tokenize(benchText)
        blackHole(text.tokens.count)
    }

    Benchmark("Lemma table load (forms.tsv)") { _ in
        blackHole(try LemmaLexicon(formsTSV: formsTSV).count)
    }
}
