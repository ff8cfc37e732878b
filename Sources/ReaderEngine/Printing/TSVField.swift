/// A field of a tab-separated record (`tokens --format tsv`, `expand --format
/// text`): backslash, tab, newline and CR as `\\`, `\t`, `\n`, `\r`, and every
/// other unsafe scalar of `ControlCharacterEscaping` (C0, DEL, C1, bidi
/// controls) as `\u{hex}`, so a record stays on one line and nothing in it
/// drives the terminal.
public enum TSVField {
    public static func escaped(_ value: String) -> String {
        rules.escaped(value)
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
