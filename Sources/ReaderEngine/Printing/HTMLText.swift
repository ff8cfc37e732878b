/// Text and attribute values in HTML (the `read --format html` page, Anki
/// cards): the five markup characters as entities, and the unsafe scalars of
/// `ControlCharacterEscaping` neutralised (a control character is not allowed
/// in HTML text, and a bidi override would reorder the page).
public enum HTMLText {
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(ControlCharacterEscaping.replacement(for: scalar) ?? scalar)
            }
        }
        return result
    }
}
