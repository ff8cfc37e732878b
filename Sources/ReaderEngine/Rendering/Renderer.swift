/// Turns an annotated text into output. Renderers are pure functions of the
/// annotated text and their settings: no I/O, no environment, same input same
/// bytes. They write to a `TextSink` so a long text's output is never built
/// whole; the CLI decides colours, width and format and picks one.
public protocol Renderer: Sendable {
    func render<Sink: TextSink>(_ text: AnnotatedText, to sink: inout Sink) throws(Sink.Failure)
}

extension Renderer {
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
