import Benchmark
import BenchmarkSupport
import Foundation
import ReaderEngine
import Tokenizer

let megabytes = Double(benchText.count) / 1_000_000

let languageData: LanguageData = {
    do { return try LanguageData(location: DataLocation(directory: corpora)) } catch { fatalError("language data: \(error)") }
}()

/// A large learner's vocabulary: 100,000 lemmas of the lexicon (every fifth
/// Learning, every fiftieth Ignored, the rest Known) and the first 10,000
/// multi-word expressions of the phrase list, as lemma sequences.
let bigSnapshot: VocabularySnapshot = {
    var lemmas: [String: WordStatus] = [:]
    var id: UInt32 = 0
    while lemmas.count < 100_000 && Int(id) < languageData.lexicon.count {
        if let lemma = languageData.lexicon.string(for: LemmaID(rawValue: id)) {
            lemmas[lemma.lowercased()] = id % 50 == 0 ? .ignored : id % 5 == 0 ? .learning : .known
        }
        id += 1
    }
    var phrases: [[String]: WordStatus] = [:]
    let list = (try? String(contentsOf: corpora.appendingPathComponent("phrases/wordnet-mwe.tsv"), encoding: .utf8)) ?? ""
    for line in list.split(separator: "\n") where phrases.count < 10_000 {
        let words = line.split(separator: "\t").first?.split(separator: " ").map { $0.lowercased() } ?? []
        if words.count >= 2 { phrases[words] = phrases.count % 3 == 0 ? .learning : .known }
    }
    return VocabularySnapshot(lemmas: lemmas, phrases: phrases)
}()

let lemmatizedText: TokenizedText = {
    do {
        var text = try Tokenizer().tokenize(benchText)
        languageData.lemmatizer.lemmatize(&text)
        return text
    } catch { fatalError("tokenize: \(error)") }
}()

/// The first megabyte of the text, annotated, for the renderers.
let annotatedChapter: AnnotatedText = {
    do {
        var text = try Tokenizer().tokenize(Array(benchText.prefix(1_000_000)))
        languageData.lemmatizer.lemmatize(&text)
        return Annotator(snapshot: bigSnapshot, lexicon: languageData.lexicon).annotate(text)
    } catch { fatalError("tokenize: \(error)") }
}()

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(10),
        maxIterations: 20
    )
    print("text: \(benchText.count) bytes; snapshot: \(bigSnapshot.lemmas.count) lemmas, \(bigSnapshot.phrases.count) phrases")
    print("MB/s = \(String(format: "%.1f", megabytes)) MB / wall clock (s) of one iteration")

    Benchmark("ICU word break, raw (10 MB)") { benchmark in
        let tokenizer = try Tokenizer()
        benchmark.startMeasurement()
        blackHole(benchText.withUnsafeBufferPointer { tokenizer.countICUWordBoundaries($0) })
    }

    Benchmark("Annotate lemmatized tokens (10 MB, 100k terms, 10k phrases)") { benchmark in
        let annotator = Annotator(snapshot: bigSnapshot, lexicon: languageData.lexicon)
        let text = lemmatizedText
        benchmark.startMeasurement()
        blackHole(annotator.annotate(text).summary)
    }

    Benchmark("Tokenize + lemmatize + annotate (10 MB, 100k terms, 10k phrases)") { benchmark in
        let tokenizer = try Tokenizer()
        let annotator = Annotator(snapshot: bigSnapshot, lexicon: languageData.lexicon)
        benchmark.startMeasurement()
        var text = try tokenizer.tokenize(benchText)
        languageData.lemmatizer.lemmatize(&text)
        blackHole(annotator.annotate(text).summary)
    }

    Benchmark("Build annotator (100k terms, 10k phrases)") { _ in
        blackHole(Annotator(snapshot: bigSnapshot, lexicon: languageData.lexicon))
    }

    // The renderers of `read --format ansi|html|json` on the same annotated chapter.
    let renderers: [(String, any Renderer)] = [
        ("ANSI", ANSIRenderer(theme: .dark, capabilities: TerminalCapabilities(colorDepth: .truecolor, styledUnderlines: true),
                              width: 100)),
        ("HTML", HTMLRenderer(theme: .dark, patternMode: false)),
        ("JSON", JSONRenderer()),
    ]
    for (name, renderer) in renderers {
        Benchmark("Render \(name), 1 MB chapter") { benchmark in
            let chapter = annotatedChapter
            benchmark.startMeasurement()
            blackHole(renderer.render(chapter).utf8.count)
        }
    }
}
