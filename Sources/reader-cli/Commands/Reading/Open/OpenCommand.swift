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
        A file of any size opens: open reads it once (the names, where its pieces start), then holds about \
        2 MiB of it around the position and reads the next part as you get near its edge, so memory stays \
        under 300 MB. Pipes and devices, which may never end, are refused (exit 65): 'reader read' streams them.
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions
    @OptionGroup var native: NativeOption

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

    func run() throws {
        let source = input.source(file)
        try source.requireRegularFile(for: "open")
        try TerminalSession.requireTerminal()
        let terminal = TerminalEnvironment.current()
        let capabilities = terminal.screenCapabilities(underline: underline)
        let display = DisplaySettings(theme: theme ?? terminal.theme, patternMode: pattern, capabilities: capabilities)
        // A language the data lacks is refused before the terminal is taken over.
        let words = try native.nativeDictionary(location: ProcessEnvironment.dataLocation(), settings: global.settings())
        let controller = try ReaderController(source: source, global: global, display: display, native: words)
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
