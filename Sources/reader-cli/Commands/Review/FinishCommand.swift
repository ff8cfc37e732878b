import ArgumentParser
import Foundation
import ReaderEngine
import Tokenizer

struct FinishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "finish",
        abstract: "After reading a text: mark every word still New in it Known ('reader undo' reverts it).",
        discussion: "Names are left alone. --dry-run lists the words without changing anything."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Text file; '-' or nothing reads stdin.")
    var file: String?

    @Flag(help: "List the words that would be marked Known; change nothing.")
    var dryRun = false

    func run() throws {
        let data = try global.languageData()
        let store = try global.openStore(dryRun ? .readOnly : .readWrite)
        let input = try InputSource(path: file).readText()
        var text = try Tokenizer().tokenize(input.bytes, baseOffset: input.offset)
        data.lemmatizer.lemmatize(&text)
        let terms = Annotator(snapshot: try store.snapshot(), lexicon: data.lexicon).annotate(text).newWordTerms
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
