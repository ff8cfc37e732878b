import Benchmark
import BenchmarkSupport
import Foundation
import ImmersiveReader
import ReaderEngine
import TerminalUI
import Tokenizer

// `reader open` on a 1 MB text: annotating it and building the document and its layout once,
// then one keystroke answered with one frame (120 x 40), for cursor moves,
// page moves and a mark that recolours every occurrence of "the".
// Each measurement stops before the model is freed: freeing the 1 MB layout
// (several ms) is no part of a keystroke, and `reader open` never does it.

let languageData: LanguageData = {
    do { return try LanguageData(location: DataLocation(directory: corpora)) } catch { fatalError("language data: \(error)") }
}()

/// The first megabyte of the bench text, cut at a line break.
let oneMegabyte: [UInt8] = {
    let end = benchText[..<1_000_000].lastIndex(of: 10).map { $0 + 1 } ?? 1_000_000
    return Array(benchText[..<end])
}()

/// The 3,000 most frequent lemmas Known, one in ten Learning (a learner at about B1).
let snapshot: VocabularySnapshot = {
    do {
        let ranked = try String(contentsOf: corpora.appendingPathComponent("frequency/lemmas.tsv"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }.prefix(3_000)
        var lemmas: [String: WordStatus] = [:]
        for (rank, line) in ranked.enumerated() {
            lemmas[String(line.split(separator: "\t")[0]).lowercased()] = rank % 10 == 0 ? .learning : .known
        }
        return VocabularySnapshot(lemmas: lemmas)
    } catch { fatalError("snapshot: \(error)") }
}()

/// What `reader open` does to the text before its first frame: tokens, lemmas, annotation.
func annotate(_ bytes: [UInt8]) -> AnnotatedText {
    do {
        var text = try Tokenizer().tokenize(bytes)
        languageData.lemmatizer.lemmatize(&text)
        return Annotator(snapshot: snapshot, lexicon: languageData.lexicon).annotate(text)
    } catch { fatalError("annotate: \(error)") }
}

let annotated = annotate(oneMegabyte)

let size = TerminalSession.Size(columns: 120, rows: 40)
let display = DisplaySettings(theme: .dark, patternMode: false,
                              capabilities: TerminalCapabilities(colorDepth: .truecolor, styledUnderlines: true))

func openModel(_ text: AnnotatedText = annotated) -> ReaderModel {
    ReaderModel(document: ReaderDocument(name: "bench.txt", annotated: text, lexicon: languageData.lexicon), size: size,
                display: display)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(10),
        maxIterations: 2_000
    )
    print("text: \(oneMegabyte.count) bytes, \(annotated.spans.count) tokens")

    Benchmark("Open: document, layout and first frame (1 MB)", configuration: .init(maxIterations: 20)) { benchmark in
        let model = openModel()
        withExtendedLifetime(model) {
            blackHole(FrameBuilder.frame(model))
            benchmark.stopMeasurement()
        }
    }

    // The whole of `reader open` before its first frame but the file and data loading (see README for the CLI).
    Benchmark("Open: tokens, lemmas, annotation, layout and first frame (1 MB)", configuration: .init(maxIterations: 20)) { benchmark in
        let model = openModel(annotate(oneMegabyte))
        withExtendedLifetime(model) {
            blackHole(FrameBuilder.frame(model))
            benchmark.stopMeasurement()
        }
    }

    // From the middle of the text, so every move has room.
    for (name, key) in [("next word", "l"), ("line down", "j"), ("page down", " ")] as [(String, Character)] {
        Benchmark("Keystroke: \(name) + frame (1 MB)") { benchmark in
            var model = openModel()
            model.restore(position: oneMegabyte.count / 2)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(model.handle(Key.character(key)))
                blackHole(FrameBuilder.frame(model))
            }
            benchmark.stopMeasurement()
            blackHole(model)
        }
    }

    // A window resize re-wraps the whole text (no piece copied) and draws.
    Benchmark("Resize: re-wrap 120 <-> 100 columns + frame (1 MB)", configuration: .init(maxIterations: 200)) { benchmark in
        var model = openModel()
        model.restore(position: oneMegabyte.count / 2)
        var wide = false
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            model.resize(TerminalSession.Size(columns: wide ? 120 : 100, rows: 40))
            wide.toggle()
            blackHole(FrameBuilder.frame(model))
        }
        benchmark.stopMeasurement()
        blackHole(model)
    }

    Benchmark("Keystroke: mark 'the' (every occurrence) + frame (1 MB)") { benchmark in
        var model = openModel()
        let the = Term(key: "the")!
        var status = WordStatus.new
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let next: WordStatus = status == .new ? .known : .new
            blackHole(model.applied([TermChange(term: the, from: status, to: next)], batch: nil))
            status = next
            blackHole(FrameBuilder.frame(model))
        }
        benchmark.stopMeasurement()
        blackHole(model)
    }
}
