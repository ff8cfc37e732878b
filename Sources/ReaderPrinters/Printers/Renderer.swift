import ReaderCore

/// Turns an annotated text into output. Renderers are pure functions of the
/// annotated text and their settings: no I/O, no environment, same input same
/// bytes. They write to a `TextSink` so a long text's output is never built
/// whole; the CLI decides colours, width and format and picks one.
///
/// A long text is rendered a piece at a time (`SentencePieces`,
/// `Annotator.Reading`): `start`, then `render` for every piece in text order,
/// then `finish` with the whole text's summary. The output is the same as for
/// the text annotated whole.
public protocol Renderer: Sendable {
    /// What a rendering carries from one piece of the text to the next.
    associatedtype Progress

    /// Writes what comes before the text.
    func start<Sink: TextSink>(to sink: inout Sink) throws(Sink.Failure) -> Progress
    /// Writes one piece of the text.
    func render<Sink: TextSink>(_ piece: AnnotatedText, progress: inout Progress, to sink: inout Sink) throws(Sink.Failure)
    /// Writes the end of the text and its footer.
    func finish<Sink: TextSink>(_ summary: ReadingSummary, progress: inout Progress, to sink: inout Sink) throws(Sink.Failure)
}

extension Renderer {
    /// A text annotated whole.
    public func render<Sink: TextSink>(_ text: AnnotatedText, to sink: inout Sink) throws(Sink.Failure) {
        var progress = try start(to: &sink)
        try render(text, progress: &progress, to: &sink)
        try finish(text.summary, progress: &progress, to: &sink)
    }

    /// The whole output as one String.
    public func render(_ text: AnnotatedText) -> String {
        var sink = StringSink()
        render(text, to: &sink)
        return sink.text
    }
}

/// The output formats of `reader read`.
public enum ReadFormat: String, Sendable, CaseIterable {
    case ansi
    case plain
    case html
    case json
}
