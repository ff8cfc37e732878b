import Benchmark
import BenchmarkSupport
import Foundation
import ReaderEngine
import Tokenizer

// Issue 12's cold-start figures, in process: what `reader lemma went`, `reader define bank`
// and `reader read PAGE` do between the process starting and printing (the process's own
// start-up, dynamic linking and argument parsing are what hyperfine adds: scripts/cold-start.sh).
// Each iteration maps the compiled data and opens the store afresh, as a new process does.

let location = DataLocation(directory: corpora)

/// The first 7,000 bytes of the Emma opening, as `scripts/cold-start.sh` reads them.
let page: [UInt8] = {
    let url = corpora.appendingPathComponent("samples/emma-opening.txt")
    guard let data = try? Data(contentsOf: url) else { fatalError("missing \(url.path)") }
    return Array([UInt8](data).prefix(7000))
}()

/// A store with the 75,000 most frequent lemmas Known, as `cold-start.sh` makes with
/// `reader import --format words --status known`; closed, so the next open sees it as a new process would.
func makeStore() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("reader-cold-\(getpid()).sqlite").path
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    let list = try String(contentsOf: corpora.appendingPathComponent("frequency/lemmas.tsv"), encoding: .utf8)
    let records = list.split(separator: "\n").prefix(75_000).compactMap { line -> ImportRecord? in
        guard let lemma = line.split(separator: "\t").first, let term = Term(key: String(lemma)) else { return nil }
        return .term(term, display: String(lemma), status: .known, capture: nil)
    }
    try VocabularyStore(path: path).importRecords(records)
    return path
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuUser, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(10),
        maxIterations: 200
    )

    Benchmark("lemma went: map the compiled data + lemmatize") { _ in
        let lemmatizer = try LanguageData.lemmatizer(location: location)
        blackHole(try lemmatizer.lemma(ofWord: "went", tokenizer: try Tokenizer()))
    }

    Benchmark("define bank: map the dictionary + entry, IPA, senses") { _ in
        let dictionary = try EnglishDictionary(location: location)
        let entry = dictionary.entry(for: "bank", lemma: "bank")
        blackHole(DictionaryText.entry(entry!, status: .new, perPartOfSpeech: 3))
    }

    Benchmark("read page (6.8 KB): language data + snapshot of a 75k store + annotate + render plain") {
        (benchmark: Benchmark, store: String) in
        benchmark.startMeasurement()
        let data = try LanguageData(location: location)
        let snapshot = try VocabularyStore(path: store, access: .readOnly).snapshot()
        var text = try Tokenizer().tokenize(page)
        data.lemmatizer.lemmatize(&text)
        let annotated = Annotator(snapshot: snapshot, lexicon: data.lexicon).annotate(text)
        blackHole(PlainRenderer().render(annotated).utf8.count)
    } setup: {
        try makeStore()
    }

    Benchmark("part of read: snapshot of a 75k store + status table") { (benchmark: Benchmark, setup: (String, LanguageData)) in
        benchmark.startMeasurement()
        let snapshot = try VocabularyStore(path: setup.0, access: .readOnly).snapshot()
        blackHole(Annotator(snapshot: snapshot, lexicon: setup.1.lexicon))
    } setup: {
        (try makeStore(), try LanguageData(location: location))
    }
}
