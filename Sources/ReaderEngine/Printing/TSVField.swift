/// A field of a tab-separated record (`tokens --format tsv`, `expand --format
/// text`): backslash, tab, newline and CR as `\\`, `\t`, `\n`, `\r`, and every
/// other unsafe scalar of `ControlCharacterEscaping` (C0, DEL, C1, bidi
/// controls) as `\u{hex}`, so a record stays on one line and nothing in it
/// drives the terminal.
public enum TSVField {
    public static func escaped(_ value: String) -> String {
        rules.escaped(value)
    }

    private static let rules = EscapeRules(specials: ["\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]) {
        "\\u{" + String($0.value, radix: 16) + "}"
    }

    /// Whether `bytes` go into a field as they are: printable ASCII without a
    /// backslash (the streaming writers' fast path).
    @inline(__always)
    public static func needsNoEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        rules.copiesAsIs(ascii: bytes)
    }

    /// `body` gets the field for `bytes` (`EscapeRules.withEscaped`).
    public static func withEscaped<Result>(_ bytes: UnsafeBufferPointer<UInt8>,
                                           _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try rules.withEscaped(bytes, body)
    }
}
