/// JSON string literals for every JSON writer (renderers, score reports): quotes and
/// backslashes escaped, and control characters (C0, DEL, C1, bidi controls) as
/// `\u` escapes so text from files never reaches a terminal raw.
public enum JSONString {
    public static func quoted(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where ControlCharacterEscaping.replacement(for: scalar) != nil:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
