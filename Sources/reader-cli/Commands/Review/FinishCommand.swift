import ArgumentParser
import Foundation
import ReaderEngine

struct FinishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "finish",
        abstract: "After reading a text: mark every word still New in it Known ('reader undo' reverts it).",
        discussion: """
        Names, numbers and words whose status comes from their family are left alone. --dry-run lists the words \
        without changing anything. --chapter N finishes only chapter N of an EPUB, HTML or Markdown document, \
        numbered as 'reader score --by-chapter' numbers them; --chapter TITLE takes the chapter of that title \
        (or the one chapter whose title starts so), whatever the book's own numbering.
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions

    @Argument(help: "Text file; '-' or nothing reads stdin.")
    var file: String?

    @Flag(help: "List the words that would be marked Known; change nothing.")
    var dryRun = false

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Only this chapter of a book: its number, as 'reader score --by-chapter' lists them, or its title ('Chapter II').",
        valueName: "n|title"))
    var chapter: String?

    func validate() throws {
        if let chapter, let number = Int(chapter), number < 0 {
            throw ValidationError("--chapter counts from 1 (0: the text before the first heading)")
        }
        if let chapter, chapter.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--chapter needs a number or a title") }
    }

    /// The chapter `--chapter` names, or nil for the whole input: by number, else by title (case aside; a
    /// title that is the start of exactly one chapter's title will do), since a book's own numbering may
    /// differ from the sections' (pandoc's title page is a section).
    private func chosenChapter(of source: InputSource) throws -> DocumentChapter? {
        guard let chapter else { return nil }
        let chapters = try source.document()?.chapters ?? []
        let name = ControlCharacterEscaping.singleLine(source.displayName)
        if let number = Int(chapter) {
            guard let found = chapters.first(where: { $0.index == number }) else {
                let have = chapters.isEmpty ? "has no chapters"
                    : "has chapters \(chapters.first!.index)-\(chapters.last!.index) ('reader score --by-chapter' lists them)"
                throw CLIError.usage("--chapter \(number): \(name) \(have)")
            }
            return found
        }
        let wanted = chapter.trimmingCharacters(in: .whitespaces).lowercased()
        let titled = chapters.filter { $0.title.lowercased() == wanted }
        let starting = titled.isEmpty ? chapters.filter { $0.title.lowercased().hasPrefix(wanted) } : titled
        guard starting.count == 1 else {
            let shown = ControlCharacterEscaping.singleLine(chapter)
            throw CLIError.usage(starting.isEmpty
                ? "--chapter '\(shown)': \(name) has no chapter of that title ('reader score --by-chapter' lists them)"
                : "--chapter '\(shown)': \(starting.count) chapters of \(name) start so; give its number ('reader score --by-chapter' lists them)")
        }
        return starting[0]
    }

    func run() throws {
        let source = input.source(file)
        let chosen = try chosenChapter(of: source)
        let data = try global.languageData()
        let store = try global.openStore(dryRun ? .readOnly : .readWrite)
        let snapshot = try store.snapshot()
        // A piece at a time, as `read` annotates (names decided over the whole text): memory is not the text's.
        let families = try global.settings().families(data)
        var reading = try PieceReading(source: source, lemmatizer: data.lemmatizer, families: families) { _ in
            Annotator(snapshot: snapshot, lexicon: data.lexicon, families: families)
        }
        var terms: [Term] = []
        var seen = Set<String>()
        try reading.forEachAnnotatedPiece { piece in
            terms += piece.newWordTerms(within: chosen?.range).filter { seen.insert($0.key).inserted }
        }
        let writer = OutputWriter()
        let label = (CaptureCommand.sourcePath(file) ?? "<stdin>") + (chosen.map { "#\($0.index) \($0.title)" } ?? "")
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
