import ArgumentParser
import Foundation
import ImmersiveReader
import ReaderEngine
import TerminalUI
import Tokenizer

struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Read a text interactively: move, tap a word for its card, expand, capture, mark.",
        discussion: """
        Full screen in the terminal (alternate screen, mouse). Keys: → l / ← h next/previous word, ↓ j / ↑ k \
        line, Space / b page, g / G start/end, n / N next/previous New word, / search; Enter or a click shows \
        the card (Esc closes), e expands to the phrase and back, c captures with an editable sentence, \
        K L I U mark Known/Learning/Ignored/New (every occurrence), u undoes, f finishes (remaining New words \
        Known, after y/n), p P speak, M Pattern Mode, T theme, ? help, q quits. In a book (EPUB, or a page or Markdown \
        file with headings) t lists the chapters (Enter jumps) and ] [ go to the next and previous chapter, \
        where the learner left it. The reading position of each file, and of each of its chapters, is kept \
        in the store and restored on the next open.
        open holds the whole text annotated (about 60 bytes a byte), so it reads regular files of up to 4 MiB \
        (a long novel; exit 65 for larger ones, and for pipes and devices, which may never end): \
        'reader read' streams any size.
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions

    @Argument(help: "Text file to read (a file, so that the reading position can be remembered).")
    var file: String

    @Option(help: "Colours for a dark or light background (default: from COLORFGBG, else dark).")
    var theme: Theme?

    @Flag(help: "Start in Pattern Mode (P toggles it).")
    var pattern = false

    @Option(help: "Dotted/dashed underlines (styled) or plain underline and reverse video (basic); default: by terminal.")
    var underline: UnderlineChoice?

    func validate() throws {
        if file == "-" { throw ValidationError("open needs a file, not stdin (its reading position is remembered)") }
    }

    /// The largest file `open` reads: its memory, about 60 bytes per byte of text, stays under 300 MB.
    static let largestText = 4 << 20

    func run() throws {
        let source = input.source(file)
        try source.requireRegularFile(atMost: Self.largestText, for: "open")
        // A compressed book can hold more text than its file's size says.
        if let text = try source.document()?.text.utf8, text.count > Self.largestText {
            throw CLIError.tooLargeToOpen(path: source.displayName, size: text.count, limit: Self.largestText)
        }
        try TerminalSession.requireTerminal()
        let terminal = TerminalEnvironment.current()
        let capabilities = terminal.screenCapabilities(underline: underline)
        let display = DisplaySettings(theme: theme ?? terminal.theme, patternMode: pattern, capabilities: capabilities)
        let controller = try ReaderController(source: source, global: global, display: display)
        try controller.run()
    }
}

extension TerminalError: ReportableError {
    var message: String {
        switch self {
        case .notATerminal: "open: \(description) (reader open is interactive; use 'reader read' in pipes)"
        case .system: "terminal: \(description)"
        }
    }

    var exitStatus: ExitStatus {
        switch self {
        case .notATerminal: .usage
        case .system: .ioError
        }
    }
}
