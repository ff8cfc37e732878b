import ReaderEngine

/// Picks the renderer of `reader read` from the options and the terminal:
/// format, theme and width (what escape sequences the terminal gets is `TerminalEnvironment`'s decision).
struct RendererSelection {
    var format: ReadFormat
    var color: ColorChoice
    var underline: UnderlineChoice?
    var theme: Theme?
    var patternMode: Bool
    var width: Int?
    /// The HTML page's title (the input's file name).
    var title = "reader"
    /// Click-cards for `--format html`.
    var cards: HTMLCards? = nil

    func renderer(for terminal: TerminalEnvironment) -> any Renderer {
        switch format {
        case .json:
            return JSONRenderer()
        case .html:
            // A page follows the browser's light or dark preference unless a theme was chosen.
            return HTMLRenderer(theme: theme, patternMode: patternMode, title: title, cards: cards)
        case .plain:
            return PlainRenderer(width: wrapWidth(terminal))
        case .ansi:
            guard let capabilities = terminal.capabilities(color: color, underline: underline) else { return PlainRenderer(width: wrapWidth(terminal)) }
            return ANSIRenderer(theme: theme ?? terminal.theme, capabilities: capabilities, patternMode: patternMode, width: wrapWidth(terminal))
        }
    }

    /// `--width`, else the window's width on a terminal, else the text's own lines.
    func wrapWidth(_ terminal: TerminalEnvironment) -> Int? {
        width ?? (terminal.stdoutIsTerminal ? terminal.columns : nil)
    }
}
