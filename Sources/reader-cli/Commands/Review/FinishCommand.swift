import ArgumentParser
import Foundation
import ReaderEngine

struct FinishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "finish",
        abstract: "After reading a text: mark every word still New in it Known ('reader undo' reverts it).",
        discussion: "Names, numbers and words whose status comes from their family are left alone. --dry-run lists the words without changing anything."
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions

    @Argument(help: "Text file; '-' or nothing reads stdin.")
    var file: String?

    @Flag(help: "List the words that would be marked Known; change nothing.")
    var dryRun = false

    func run() throws {
        let data = try global.languageData()
        let store = try global.openStore(dryRun ? .readOnly : .readWrite)
        let snapshot = try store.snapshot()
        // A piece at a time, as `read` annotates (names decided over the whole text): memory is not the text's.
        let families = try global.settings().families(data)
        var input = try PieceReading(source: InputSource(path: file), lemmatizer: data.lemmatizer, families: families) { _ in
            Annotator(snapshot: snapshot, lexicon: data.lexicon, families: families)
        }
        var terms: [Term] = []
        var seen = Set<String>()
        try input.forEachAnnotatedPiece { piece in
            terms += piece.newWordTerms.filter { seen.insert($0.key).inserted }
        }
        let writer = OutputWriter()
        let label = CaptureCommand.sourcePath(file) ?? "<stdin>"
        if dryRun {
            for term in terms { try writer.write(ControlCharacterEscaping.singleLine(term.key) + "\n") }
            try writer.write("\(terms.count) new word\(terms.count == 1 ? "" : "s") would be marked known\n")
        } else {
            let summary = try store.finish(terms, label: label, at: try Clock.now())
            try writer.write("marked \(summary.marked.count) new word\(summary.marked.count == 1 ? "" : "s") known")
            try writer.write(summary.batch == nil ? "\n" : " ('reader undo' reverts it)\n")
        }
        try writer.flush()
    }
}
