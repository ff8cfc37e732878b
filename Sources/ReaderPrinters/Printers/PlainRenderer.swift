import ReaderCore

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

    public struct Progress {
        var output = ChunkedText()
        var wrapping: PieceWrapping
        /// The last character written, for the footer's separator.
        var last: Character?
    }

    public func start<Sink: TextSink>(to sink: inout Sink) throws(Sink.Failure) -> Progress {
        Progress(wrapping: PieceWrapping(width: width))
    }

    public func render<Sink: TextSink>(_ piece: AnnotatedText, progress: inout Progress, to sink: inout Sink) throws(Sink.Failure) {
        try write(progress.wrapping.wrap(TextLayout.pieces(of: piece, markers: PlainRenderer.markers)), &progress, to: &sink)
    }

    public func finish<Sink: TextSink>(_ summary: ReadingSummary, progress: inout Progress, to sink: inout Sink) throws(Sink.Failure) {
        try write(progress.wrapping.finish(), &progress, to: &sink)
        if showsSummary { progress.output.text += SummaryLine.separator(after: progress.last) + SummaryLine.plain(summary) + "\n" }
        try progress.output.flush(to: &sink, force: true)
    }

    private func write<Sink: TextSink>(_ pieces: [LayoutPiece], _ progress: inout Progress, to sink: inout Sink) throws(Sink.Failure) {
        for piece in pieces {
            progress.output.text += piece.text
            progress.last = piece.text.last ?? progress.last
            try progress.output.flush(to: &sink)
        }
    }
}
