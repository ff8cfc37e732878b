/// The annotated text for a terminal: New and Learning words highlighted with
/// the escape sequences of `ANSIStyles`, wrapped to a width, with the summary
/// footer (whose "new" and "learning" are drawn as a legend).
///
/// Nothing from the input reaches the terminal as a control sequence (see
/// `ControlCharacterEscaping`); a highlight is closed before every line break
/// so backgrounds never run to the edge of the window.
public struct ANSIRenderer: Renderer {
    public var styles: ANSIStyles
    /// Wrap width in columns; nil keeps the text's lines.
    public var width: Int?
    public var showsSummary: Bool

    public init(theme: Theme, capabilities: TerminalCapabilities, patternMode: Bool = false, width: Int? = nil,
                showsSummary: Bool = true) {
        styles = ANSIStyles(theme: theme, capabilities: capabilities, patternMode: patternMode)
        self.width = width
        self.showsSummary = showsSummary
    }

    public func render<Sink: TextSink>(_ text: AnnotatedText, to sink: inout Sink) throws(Sink.Failure) {
        var output = ChunkedText()
        var open: WordStatus?
        var last: Character?
        for piece in TextWrapping.wrap(TextLayout.pieces(of: text), width: width) {
            if piece.isNewline {
                if open != nil { output.text += ANSIStyles.reset }
                open = nil
            } else if piece.highlight != open {
                if open != nil { output.text += ANSIStyles.reset }
                if let highlight = piece.highlight { output.text += styles.opening(for: highlight) }
                open = piece.highlight
            }
            output.text += piece.text
            last = output.text.last ?? last
            try output.flush(to: &sink)
        }
        if open != nil {
            output.text += ANSIStyles.reset
            last = ANSIStyles.reset.last
        }
        if showsSummary {
            output.text += SummaryLine.separator(after: last)
            for part in SummaryLine.parts(of: text.summary) {
                if let status = part.status {
                    output.text += styles.opening(for: status) + part.text + ANSIStyles.reset
                } else {
                    output.text += part.text
                }
            }
            output.text += "\n"
        }
        try output.flush(to: &sink, force: true)
    }
}
