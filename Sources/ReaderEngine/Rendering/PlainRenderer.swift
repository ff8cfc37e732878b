/// The annotated text without any escape sequence, for pipes, files and
/// `--color never`: New words and phrases are marked `[like this]`, Learning
/// ones `{like this}`; then the summary footer.
public struct PlainRenderer: Renderer {
    /// Wrap width in columns; nil keeps the text's lines.
    public var width: Int?
    public var showsSummary: Bool

    static let markers = TextLayout.Markers(newOpen: "[", newClose: "]", learningOpen: "{", learningClose: "}")

    public init(width: Int? = nil, showsSummary: Bool = true) {
        self.width = width
        self.showsSummary = showsSummary
    }

    public func render<Sink: TextSink>(_ text: AnnotatedText, to sink: inout Sink) throws(Sink.Failure) {
        var output = ChunkedText()
        var last: Character?
        for piece in TextWrapping.wrap(TextLayout.pieces(of: text, markers: PlainRenderer.markers), width: width) {
            output.text += piece.text
            last = piece.text.last ?? last
            try output.flush(to: &sink)
        }
        if showsSummary { output.text += SummaryLine.separator(after: last) + SummaryLine.plain(text.summary) + "\n" }
        try output.flush(to: &sink, force: true)
    }
}
