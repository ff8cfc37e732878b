/// A field of a tab-separated record (`tokens --format tsv`, `expand --format
/// text`): backslash, tab, newline and CR as `\\`, `\t`, `\n`, `\r`, and every
/// other unsafe scalar of `ControlCharacterEscaping` (C0, DEL, C1, bidi
/// controls) as `\u{hex}`, so a record stays on one line and nothing in it
/// drives the terminal.
public enum TSVField {
    public static func escaped(_ value: String) -> String {
        ControlCharacterEscaping.escaped(value, special: special) { "\\u{" + String($0.value, radix: 16) + "}" }
    }

    private static let special: [Unicode.Scalar: String] = ["\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]

    /// Whether `bytes` go into a field as they are: printable ASCII without a
    /// backslash (the streaming writers' fast path).
    @inline(__always)
    public static func needsNoEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\\") { return false }
        return true
    }
}
