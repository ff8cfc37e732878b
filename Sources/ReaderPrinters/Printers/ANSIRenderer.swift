import ReaderCore

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

    public struct Progress {
        var output = ChunkedText()
        var wrapping: PieceWrapping
        /// The highlight now open.
        var open: WordStatus?
        /// The last character written, for the footer's separator.
        var last: Character?
    }

    public func start<Sink: TextSink>(to sink: inout Sink) throws(Sink.Failure) -> Progress {
        Progress(wrapping: PieceWrapping(width: width))
    }

    public func render<Sink: TextSink>(_ piece: AnnotatedText, progress: inout Progress, to sink: inout Sink) throws(Sink.Failure) {
        try write(progress.wrapping.wrap(TextLayout.pieces(of: piece)), &progress, to: &sink)
    }

    public func finish<Sink: TextSink>(_ summary: ReadingSummary, progress: inout Progress, to sink: inout Sink) throws(Sink.Failure) {
        try write(progress.wrapping.finish(), &progress, to: &sink)
        if progress.open != nil {
            progress.output.text += SGR.reset
            progress.last = SGR.reset.last
        }
        if showsSummary {
            progress.output.text += SummaryLine.separator(after: progress.last)
            for part in SummaryLine.parts(of: summary) {
                if let status = part.status {
                    progress.output.text += styles.opening(for: status) + part.text + SGR.reset
                } else {
                    progress.output.text += part.text
                }
            }
            progress.output.text += "\n"
        }
        try progress.output.flush(to: &sink, force: true)
    }

    private func write<Sink: TextSink>(_ pieces: [LayoutPiece], _ progress: inout Progress, to sink: inout Sink) throws(Sink.Failure) {
        for piece in pieces {
            if piece.isNewline {
                if progress.open != nil { progress.output.text += SGR.reset }
                progress.open = nil
            } else if piece.highlight != progress.open {
                if progress.open != nil { progress.output.text += SGR.reset }
                if let highlight = piece.highlight { progress.output.text += styles.opening(for: highlight) }
                progress.open = piece.highlight
            }
            progress.output.text += piece.text
            // The last character (for the footer) only before the text is written out,
            // not a grapheme found from the end of the text for every piece.
            if progress.output.text.utf8.count >= ChunkedText.chunkSize {
                progress.last = progress.output.text.last ?? progress.last
                try progress.output.flush(to: &sink)
            }
        }
        progress.last = progress.output.text.last ?? progress.last
    }
}
