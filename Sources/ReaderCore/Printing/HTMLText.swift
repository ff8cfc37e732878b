/// Text and attribute values in HTML (the `read --format html` page, Anki
/// cards): the five markup characters as entities, and the unsafe scalars of
/// `ControlCharacterEscaping` neutralised (a control character is not allowed
/// in HTML text, and a bidi override would reorder the page).
public enum HTMLText {
    public static func escaped(_ text: String) -> String {
        rules.escaped(text)
    }

    private static let rules = EscapeRules(specials: ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]) {
        String(ControlCharacterEscaping.replacement(for: $0) ?? $0)
    }
}
