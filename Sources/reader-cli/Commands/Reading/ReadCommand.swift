import ArgumentParser
import ReaderEngine

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
        On a terminal the text wraps to the window and goes through the pager (READER_PAGER, 'pager' in the \
        config file, PAGER, else 'less -R') when longer than the screen. Settings: see 'reader config --help'.

        Examples:
          reader read chapter.txt                        annotated, wrapped, paged when long
          reader read chapter.txt --pattern --theme light
          cat article.txt | reader read --format plain   [new] and {learning} marks, no escape codes
          reader read chapter.txt --format html > chapter.html
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions

    @Argument(help: "Text file to read; '-' or nothing reads stdin.")
    var file: String?

    @Option(help: "Output format: ansi, plain, html, json.")
    var format: ReadFormat = .ansi

    @Option(help: "Colours for a dark or light background (default: 'theme' in the config file, else from COLORFGBG, else dark; html: the reader's browser setting).")
    var theme: Theme?

    @Flag(inversion: .prefixedNo, help: "Pattern Mode: tell New from Learning by underline style as well as colour (default: 'pattern' in the config file, else off).")
    var pattern: Bool?

    @Option(parsing: .unconditional, help: ArgumentHelp("Wrap at word boundaries to this many columns (default: the window's width on a terminal).",
                               valueName: "columns"))
    var width: Int?

    @Option(help: "Escape sequences for --format ansi: auto, always, never (default: auto: only to a terminal, not TERM=dumb; NO_COLOR drops colours).")
    var color: ColorChoice?

    @Option(help: "Dotted/dashed underlines (styled) or plain underline and reverse video (basic); default: by terminal.")
    var underline: UnderlineChoice?

    @Flag(name: .customLong("no-pager"), help: "Write straight to stdout, even when the text is longer than the screen.")
    var noPager = false

    func validate() throws {
        if let width, width < 1 { throw ValidationError("--width must be at least 1 (got \(width))") }
    }

    func run() throws {
        let settings = try global.settings(Settings(theme: theme, pattern: pattern, color: color, underline: underline,
                                                    pager: noPager ? "" : nil))
        let data = try global.languageData()
        let store = try global.openStore(.readOnly, settings: settings)
        let families = settings.families(data)
        var reading = try PieceReading(source: input.source(file), lemmatizer: data.lemmatizer, families: families) { keys in
            // A page reads only its words' statuses from a large store (`VocabularyStore.snapshot(for:)`).
            let snapshot = try keys.map(store.snapshot(for:)) ?? store.snapshot()
            if snapshot.isEmpty { FirstRunHint.show() }
            return Annotator(snapshot: snapshot, lexicon: data.lexicon, families: families)
        }
        let terminal = TerminalEnvironment.current()
        let chosen = settings.effective
        var selection = RendererSelection(format: format, color: chosen.color ?? .auto, underline: chosen.underline,
                                          theme: chosen.theme, patternMode: chosen.pattern ?? false, width: width,
                                          title: input.source(file).title)
        if format == .html { selection.cards = HTMLCards(dictionary: try EnglishDictionary(location: data.location)) }
        let renderer = selection.renderer(for: terminal)
        guard settings.pager != nil, terminal.stdoutIsTerminal, terminal.rows != nil else {
            // Not paged: written as it is rendered, never held whole.
            var writer = OutputWriter()
            try reading.render(with: renderer, to: &writer)
            return try writer.flush()
        }
        var page = StringSink()
        try reading.render(with: renderer, to: &page)
        try Pager.output(page.text, command: settings.pager, terminal: terminal)
    }
}

extension Theme: ExpressibleByArgument {}
extension ReadFormat: ExpressibleByArgument {}
