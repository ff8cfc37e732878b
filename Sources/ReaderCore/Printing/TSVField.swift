/// A field of a tab-separated record (`tokens --format tsv`, `expand --format
/// text`): backslash, tab, newline and CR as `\\`, `\t`, `\n`, `\r`, and every
/// other unsafe scalar of `ControlCharacterEscaping` (C0, DEL, C1, bidi
/// controls) as `\u{hex}`, so a record stays on one line and nothing in it
/// drives the terminal.
public enum TSVField {
    public static func escaped(_ value: String) -> String {
        rules.escaped(value)
    }

    /// Whether `byte` is one `rules` copies as it is: printable ASCII but the backslash. Inlined
    /// into the streaming writers, which check and copy each byte in one pass.
    @inlinable
    public static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\")
    }

    static let rules = EscapeRules(specials: ["\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]) {
        "\\u{" + String($0.value, radix: 16) + "}"
    }

    /// `body` gets the field for `bytes` (`EscapeRules.withEscaped`): printable
    /// ASCII without a backslash as it is, the streaming writers' fast path.
    public static func withEscaped<Result>(_ bytes: UnsafeBufferPointer<UInt8>,
                                           _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try rules.withEscaped(bytes, body)
    }
}
