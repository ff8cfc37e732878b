import Benchmark
import BenchmarkSupport
import Foundation
import Tokenizer

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
