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

    public func render(_ text: AnnotatedText) -> String {
        var output = ""
        output.reserveCapacity(text.bytes.count + text.bytes.count / 2)
        var open: WordStatus?
        for piece in TextWrapping.wrap(TextLayout.pieces(of: text), width: width) {
            if piece.isNewline {
                if open != nil { output += ANSIStyles.reset }
                open = nil
            } else if piece.highlight != open {
                if open != nil { output += ANSIStyles.reset }
                if let highlight = piece.highlight { output += styles.opening(for: highlight) }
                open = piece.highlight
            }
            output += piece.text
        }
        if open != nil { output += ANSIStyles.reset }
        guard showsSummary else { return output }
        if !output.isEmpty && !output.hasSuffix("\n") { output += "\n" }
        if !output.isEmpty { output += "\n" }
        for part in SummaryLine.parts(of: text.summary) {
            if let status = part.status {
                output += styles.opening(for: status) + part.text + ANSIStyles.reset
            } else {
                output += part.text
            }
        }
        return output + "\n"
    }
}
