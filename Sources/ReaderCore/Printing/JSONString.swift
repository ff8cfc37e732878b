/// JSON string literals for every JSON writer (renderers, reports, token and
/// vocabulary listings): quotes and backslashes escaped, tab, newline and CR
/// by their short escapes, and every other unsafe scalar of
/// `ControlCharacterEscaping` (C0, DEL, C1, bidi controls) as a `\u` escape,
/// so text from files never reaches a terminal raw.
public enum JSONString {
    /// `value` as a JSON string, quotes included.
    public static func quoted(_ value: String) -> String {
        "\"" + escaped(value) + "\""
    }

    /// The inside of the JSON string for `value` (no quotes).
    public static func escaped(_ value: String) -> String {
        rules.escaped(value)
    }

    static let rules = EscapeRules(specials: ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"],
                                           unsafe: unicodeEscape)
    private static let unsafeOnly = EscapeRules(specials: [:], unsafe: unicodeEscape)

    /// A JSON document written by Foundation's encoder with the scalars it
    /// leaves raw (DEL, C1, bidi controls; it escapes only C0) escaped as
    /// `quoted` would. They can stand only inside strings, and tab and newline
    /// (the encoder's own layout) are kept, so the document means the same.
    public static func escapingUnsafeScalars(inEncoded json: String) -> String {
        unsafeOnly.escaped(json)
    }

    @Sendable private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// `body` gets the inside of the JSON string for `bytes` (`EscapeRules.withEscaped`):
    /// printable ASCII without quote or backslash as it is, the streaming writers' fast path.
    public static func withEscaped<Result>(_ bytes: UnsafeBufferPointer<UInt8>,
                                           _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try rules.withEscaped(bytes, body)
    }
}
