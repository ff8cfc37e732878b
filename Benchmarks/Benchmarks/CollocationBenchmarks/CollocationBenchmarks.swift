import Benchmark
import Collocations
import Foundation
import Tokenizer

/// Counting throughput on the Corpora/prose novels and in-process tap latency
/// (target p99 < 1 ms) with the shipped phrase lexicon and default model.
let corpora = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Corpora")

func corporaBytes(_ path: String) -> [UInt8] {
    (try? [UInt8](Data(contentsOf: corpora.appendingPathComponent(path)))) ?? []
}

let proseFiles: [[UInt8]] = {
    let folder = corpora.appendingPathComponent("prose")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".txt") }.sorted() ?? []
    return names.map { corporaBytes("prose/" + $0) }
}()
let proseBytes = proseFiles.reduce(0) { $0 + $1.count }

let lexicon = try! LemmaLexicon(formsTSV: corporaBytes("lemma/forms.tsv"),
                                 closedClasses: try! ClosedClassWords(tsv: corporaBytes("lemma/closed-classes.tsv")))
let lemmatizer = Lemmatizer(lexicon: lexicon)

/// A review-like text with phrases and plain words, and every word's middle byte as a tap.
let tapText = String(repeating: """
    We need to make a decision about the hotel. The staff took care of everything, and the front desk was \
    helpful. If you don't know a dish, look it up. I finally gave up on the app after it crashed. In spite of \
    the rain we had a great time, and the ice cream was the best in town. The blue car in the lot was mine.

    """, count: 20)

let expander = TapExpander(
    lemmatizer: lemmatizer, lexicon: try! PhraseLexicon(wordnetMWE: corporaBytes("phrases/wordnet-mwe.tsv"), lexicon: lexicon),
    model: try! PhraseModel(bytes: corporaBytes("models/default.phrases"), lexicon: lexicon))
let tapTokens: TokenizedText = {
    var text = try! Tokenizer().tokenize(tapText)
    lemmatizer.lemmatize(&text)
    return text
}()
let taps = tapTokens.tokens.filter { $0.kind == .word }.map { Int($0.start + $0.end) / 2 }
let saved = SavedPhrases([["front", "desk"], ["blue", "car"]], classes: expander.lexicon.classes)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(10),
        maxIterations: 10
    )

    Benchmark("Count n-grams from raw text, prose (\(proseBytes / 1_000_000) MB), 2 workers") { benchmark in
        let counts = try NGramCounter.count(documents: proseFiles, lemmatizer: lemmatizer, workers: 2)
        blackHole(counts.distinctNGrams)
    }

    Benchmark("Count n-grams from raw text, prose, 1 worker") { benchmark in
        let counts = try NGramCounter.count(documents: proseFiles, lemmatizer: lemmatizer, workers: 1)
        blackHole(counts.distinctNGrams)
    }

    Benchmark("Count n-grams of lemmatized text only, prose, 1 thread") { benchmark in
        let tokenizer = try Tokenizer()
        let texts = try proseFiles.map { bytes in
            var text = try tokenizer.tokenize(bytes)
            lemmatizer.lemmatize(&text)
            return text
        }
        benchmark.startMeasurement()
        var counter = NGramCounter(lexicon: lexicon, expectedNGrams: 1 << 19)
        for text in texts { counter.add(text) }
        blackHole(counter.counts.distinctNGrams)
    }

    Benchmark("Load phrase lexicon + default model") { benchmark in
        let mwe = corporaBytes("phrases/wordnet-mwe.tsv"), model = corporaBytes("models/default.phrases")
        benchmark.startMeasurement()
        blackHole(try PhraseLexicon(wordnetMWE: mwe, lexicon: lexicon).count)
        blackHole(try PhraseModel(bytes: model, lexicon: lexicon).phrases.count)
    }

    Benchmark("Tap expansion, one tap", configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 20_000)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try expander.expand(tapTokens, at: taps.randomElement()!, saved: saved))
        }
    }
}
