import ArgumentParser
import ReaderEngine
import Tokenizer

struct ReadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Show a text with its New and Learning words highlighted, and a summary.",
        discussion: """
        ansi: highlights as backgrounds (truecolor, 256 or 16 colours as the terminal allows); with --pattern, \
        New words get a dotted underline and Learning words a highlight with a dashed underline (on terminals \
        without styled underlines: New underlined, Learning in reverse video). Without colours (NO_COLOR) the \
        pattern codes alone mark the words. When stdout is not a terminal (or --color never), the plain \
        rendering is written.
        plain: New words and phrases [in brackets], Learning ones {in braces}.
        html: a standalone page with an inline stylesheet. json: every token with offsets, lemma and status, \
        the saved phrases found, and the summary.
        On a terminal the text wraps to the window and goes through $PAGER (default 'less -R') when longer \
        than the screen.
        """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Text file to read; '-' or nothing reads stdin.")
    var file: String?

    @Option(help: "Output format.")
    var format: ReadFormat = .ansi

    @Option(help: "Colours for a dark or light background (default: from COLORFGBG, else dark).")
    var theme: Theme?

    @Flag(help: "Pattern Mode: tell New from Learning by underline style, not only by colour.")
    var pattern = false

    @Option(help: ArgumentHelp("Wrap at word boundaries to this many columns (default: the window's width on a terminal).",
                               valueName: "columns"))
    var width: Int?

    @Option(help: "Escape sequences for --format ansi (auto: only to a terminal, not TERM=dumb; NO_COLOR drops colours).")
    var color: ColorChoice = .auto

    @Option(help: "Dotted/dashed underlines (styled) or plain underline and reverse video (basic); default: by terminal.")
    var underline: UnderlineChoice?

    @Flag(name: .customLong("no-pager"), help: "Write straight to stdout, even when the text is longer than the screen.")
    var noPager = false

    func validate() throws {
        if let width, width < 1 { throw ValidationError("--width must be at least 1 (got \(width))") }
    }

    func run() throws {
        let data = try global.languageData()
        let snapshot = try vocabularySource(for: global).snapshot()
        var text = try Tokenizer().tokenize(try InputSource(path: file).readAll())
        data.lemmatizer.lemmatize(&text)
        let annotated = Annotator(snapshot: snapshot, lexicon: data.lexicon).annotate(text)
        let terminal = TerminalEnvironment.current()
        var selection = RendererSelection(format: format, color: color, underline: underline, theme: theme,
                                          patternMode: pattern, width: width)
        if format == .html { selection.cards = HTMLCards(dictionary: try EnglishDictionary(location: data.location)) }
        let renderer = selection.renderer(for: terminal)
        var writer = OutputWriter()
        guard !noPager, terminal.stdoutIsTerminal, let rows = terminal.rows else {
            // Not paged: written as it is rendered, never held whole.
            try renderer.render(annotated, to: &writer)
            return try writer.flush()
        }
        let output = renderer.render(annotated)
        if Pager.lineCount(of: output) >= rows, let command = Pager.command(environment: terminal.variables),
           Pager.show(output, command: command, environment: terminal.variables) {
            return
        }
        try writer.write(output)
        try writer.flush()
    }
}
