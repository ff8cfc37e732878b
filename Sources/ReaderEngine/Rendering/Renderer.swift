/// Turns an annotated text into output. Renderers are pure functions of the
/// annotated text and their settings: no I/O, no environment, same input same
/// string. The CLI decides colours, width and format and picks one.
public protocol Renderer: Sendable {
    func render(_ text: AnnotatedText) -> String
}

/// The output formats of `reader read`.
public enum ReadFormat: String, Sendable, CaseIterable {
    case ansi
    case plain
    case html
    case json
}
