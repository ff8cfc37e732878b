import ReaderEngine

/// How cards look on this stdout: highlights and badge colours on a terminal
/// that allows colour (as `read --color auto` decides), plain text otherwise;
/// wrapped to the window (80 columns when not a terminal).
enum CardStyleSelection {
    static func current() -> CaptureCardRenderer.Style {
        let terminal = TerminalEnvironment.current()
        let highlights = terminal.capabilities(color: .auto).flatMap { capabilities in
            capabilities.colorDepth == .none ? nil : ANSIStyles(theme: terminal.theme, capabilities: capabilities, patternMode: false)
        }
        return CaptureCardRenderer.Style(highlights: highlights, width: min(terminal.columns ?? 80, 100))
    }
}
