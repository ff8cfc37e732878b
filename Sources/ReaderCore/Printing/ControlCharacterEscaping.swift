/// Makes text from files (and from the command line) safe to show: nothing in
/// it can drive the terminal. The one rule for which scalars are unsafe; the
/// JSON, TSV and HTML printers escape exactly these.
///
/// - C0 controls other than tab and newline (ESC, BEL, BS, CR...) and DEL are
///   shown as their Unicode control pictures (`␛`, `␇`, `␈`, `␍`, `␡`), so an
///   escape sequence in the input appears as the harmless text `␛[31m`.
/// - C1 controls (U+0080-U+009F, which some terminals obey like ESC + letter)
///   and the bidirectional embeddings, overrides and isolates (U+202A-U+202E,
///   U+2066-U+2069, which can reorder what is shown) become U+FFFD.
/// - Invalid UTF-8 becomes U+FFFD.
public enum ControlCharacterEscaping {
    /// The replacement for one scalar, or nil when it is safe as it is.
    @inline(__always)
    public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x09, 0x0A: nil
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: "\u{2421}"
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: "\u{FFFD}"
        default: nil
        }
    }

    /// Whether a printer must escape the scalar (tab and newline included,
    /// which every format spells its own way).
    @inline(__always)
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\n" || replacement(for: scalar) != nil
    }

    /// Whether every byte is printable ASCII, tab or newline (nothing to do).
    @inline(__always)
    public static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte >= 0x7F || (byte < 0x20 && byte != 0x09 && byte != 0x0A) { return false }
        return true
    }

    /// `bytes` decoded (invalid UTF-8 as U+FFFD) with every unsafe scalar replaced.
    public static func neutralised(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if isPlainASCII(bytes) { return String(decoding: bytes, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            scalars.append(replacement(for: scalar) ?? scalar)
        }
        return String(scalars)
    }

    public static func neutralised(_ text: String) -> String {
        var text = text
        return text.withUTF8 { neutralised($0) }
    }

    /// Text echoed on one line of a terminal (a table cell, a confirmation, a
    /// message): neutralised, and tabs and line breaks too shown as `␉`, `␊`.
    public static func singleLine(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in neutralised(text).unicodeScalars {
            scalars.append(scalar == "\t" || scalar == "\n" ? Unicode.Scalar(0x2400 + scalar.value)! : scalar)
        }
        return String(scalars)
    }
}
