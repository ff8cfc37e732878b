/// A field of a tab-separated record (`tokens --format tsv`, `expand --format
/// text`): backslash, tab, newline and CR as `\\`, `\t`, `\n`, `\r`, and every
/// other unsafe scalar of `ControlCharacterEscaping` (C0, DEL, C1, bidi
/// controls) as `\u{hex}`, so a record stays on one line and nothing in it
/// drives the terminal.
public enum TSVField {
    public static func escaped(_ value: String) -> String {
        var text = ""
        text.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where ControlCharacterEscaping.replacement(for: scalar) != nil:
                text += "\\u{" + String(scalar.value, radix: 16) + "}"
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// Whether `bytes` go into a field as they are: printable ASCII without a
    /// backslash (the streaming writers' fast path).
    @inline(__always)
    public static func needsNoEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\\") { return false }
        return true
    }
}
