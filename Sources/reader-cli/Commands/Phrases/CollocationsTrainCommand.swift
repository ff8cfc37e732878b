import ArgumentParser
import Collocations
import Foundation
import ReaderEngine

struct CollocationsTrainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "train",
        abstract: "Count lemma n-grams in text files and save the phrases they show.",
        discussion: """
        A folder contributes its .txt files (recursively; hidden names left out, anything that is not a regular \
        file skipped with a note). Counting runs on --jobs threads. Phrases are 2- to \
        4-grams seen at least --min-count times whose weakest split is significant (G2 > 10.83) with NPMI >= \
        --min-npmi. A summary goes to stderr.

        Examples:
          reader collocations train ~/library --out my.phrases
          reader expand article.txt --at 120 --model my.phrases
        """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Text files or folders of .txt files.")
    var paths: [String]

    @Option(help: ArgumentHelp("Model file to write.", valueName: "model"))
    var out: String

    @Option(help: "Occurrences an n-gram needs to be considered.")
    var minCount = 5

    @Option(name: .customLong("min-npmi"), help: "NPMI a phrase needs to be kept (-1...1).")
    var minNPMI = 0.25

    @Option(help: "Counting threads (default: one per core).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("name at least one text file or folder") }
        guard minCount >= 1, minCount <= Int(UInt32.max) else {
            throw ValidationError("--min-count must be between 1 and \(UInt32.max)")
        }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard (-1...1).contains(minNPMI) else { throw ValidationError("--min-npmi must be between -1 and 1") }
    }

    func run() throws {
        let lemmatizer = try PhraseData.lemmatizer(location: ProcessEnvironment.dataLocation())
        let files = try CollocationsTrainCommand.textFiles(in: paths)
        let documents = try files.map { try InputSource(path: $0).readAll() }
        let clock = ContinuousClock()
        let started = clock.now
        let (counts, report) = try NGramCounter.countWithReport(documents: documents, lemmatizer: lemmatizer, workers: jobs)
        let counted = clock.now - started
        let detector = PhraseDetector(lexicon: lemmatizer.lexicon, minCount: minCount, minNPMI: minNPMI)
        let phrases = detector.phrases(in: counts)
        let bytes = PhraseModel.encode(phrases, totalWords: Int(counts.words), minCount: minCount, lexicon: lemmatizer.lexicon)
        try OutputFile.write(bytes, to: out, content: "the model")
        func seconds(_ duration: Duration) -> String {
            NumberText.fixed(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18, 3)
        }
        let summary = "reader: \(Plural.count(files.count, "file")), \(Plural.count(Int(counts.words), "word")), \(counts.distinctNGrams) distinct n-grams in "
            + "\(seconds(counted)) s on \(jobs) threads (tokenizing+lemmatizing \(seconds(report.tokenizing)) s, "
            + "counting \(seconds(report.counting)) s); \(Plural.count(phrases.count, "phrase")) kept; "
            + "\(ControlCharacterEscaping.singleLine(out)) (\(bytes.count) bytes)\n"
        StandardStreams.writeError(summary)
    }

    /// Files named, plus the .txt files under named folders (sorted, so runs
    /// are reproducible); anything else inside a folder that is not a regular
    /// file (a FIFO, a device) is skipped with a note.
    static func textFiles(in paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw CLIError.missingInput(path: path) }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            guard let listing = FolderListing(directory: path, recursive: true, include: { $0.hasSuffix(".txt") }) else {
                throw CLIError.unreadableInput(path: path, reason: "cannot list the folder")
            }
            for entry in listing.skipped { entry.note() }
            files += listing.files.map(\.path)
        }
        return files
    }
}
