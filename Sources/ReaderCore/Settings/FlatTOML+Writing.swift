extension FlatTOML {
    /// `key = value` as one line of TOML that `FlatTOML` reads back as `value`:
    /// a literal string ('...') when the text allows one, else a basic string
    /// with escapes, so no control character is written raw.
    public static func line(key: String, value: Value) -> String {
        let keyText = key.unicodeScalars.allSatisfy(LineReader.isBareKeyCharacter) && !key.isEmpty ? key : basicString(key)
        let valueText: String
        switch value {
        case .boolean(let flag): valueText = flag ? "true" : "false"
        case .other(let raw): valueText = raw
        case .string(let text):
            let literal = !text.unicodeScalars.contains { $0 == "'" || $0 == "\t" || LineReader.isControl($0) }
            valueText = literal ? "'" + text + "'" : basicString(text)
        }
        return keyText + " = " + valueText
    }

    private static func basicString(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\u{8}": quoted += "\\b"
            case "\t": quoted += "\\t"
            case "\n": quoted += "\\n"
            case "\u{C}": quoted += "\\f"
            case "\r": quoted += "\\r"
            default: quoted += LineReader.isControl(scalar) ? "\\u" + LineReader.hex(scalar) : String(scalar)
            }
        }
        return quoted + "\""
    }
}
