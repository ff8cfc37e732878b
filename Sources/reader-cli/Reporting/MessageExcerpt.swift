/// A piece of the input quoted in a message: at most `limit` characters, an ellipsis when there
/// was more, so a bad line of 50 MB is not echoed whole (control characters are neutralised where the
/// message is printed, `ErrorReporting`).
enum MessageExcerpt {
    static let limit = 40

    static func of(_ text: String, more: Bool = false, limit: Int = limit) -> String {
        let shown = text.prefix(limit)
        return more || shown.endIndex < text.endIndex ? shown + "…" : String(shown)
    }
}
