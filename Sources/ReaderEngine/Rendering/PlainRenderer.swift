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

    public func render(_ text: AnnotatedText) -> String {
        var output = ""
        output.reserveCapacity(text.bytes.count + text.bytes.count / 4)
        for piece in TextWrapping.wrap(TextLayout.pieces(of: text, markers: PlainRenderer.markers), width: width) {
            output += piece.text
        }
        guard showsSummary else { return output }
        if !output.isEmpty && !output.hasSuffix("\n") { output += "\n" }
        if !output.isEmpty { output += "\n" }
        return output + SummaryLine.plain(text.summary) + "\n"
    }
}
