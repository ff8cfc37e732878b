import ReaderCore

/// What CSV cells must not carry to a spreadsheet or a terminal.
///
/// - Formula injection: a cell starting with `=`, `+`, `-`, `@`, tab or CR is
///   run as a formula by spreadsheets. Such a cell is written with a leading
///   `'` (which spreadsheets hide), and so is a cell that already starts with
///   apostrophes before one of those characters; reading removes exactly one
///   leading `'` from such a cell, so export then import gives back the text.
/// - Control characters: ESC, BEL, C1 controls and bidi overrides from captured
///   sentences are written as `ControlCharacterEscaping` shows them (the JSON
///   backup keeps them exactly); tab, CR and LF stay, as CSV quotes them.
public enum CSVCellSafety {
    private static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// Whether `text` is apostrophes followed by a formula start (at least one apostrophe when `quoted`).
    private static func looksLikeFormula(_ text: Substring.UnicodeScalarView, quoted: Bool) -> Bool {
        let rest = text.drop { $0 == "'" }
        guard let first = rest.first, formulaStarts.contains(first) else { return false }
        return !quoted || rest.count < text.count
    }

    /// The cell to write for `text`.
    public static func exported(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(scalar == "\r" ? scalar : ControlCharacterEscaping.replacement(for: scalar) ?? scalar)
        }
        let safe = String(scalars)
        return looksLikeFormula(Substring(safe).unicodeScalars, quoted: false) ? "'" + safe : safe
    }

    /// The text a cell written by `exported` stood for.
    public static func imported(_ cell: String) -> String {
        looksLikeFormula(Substring(cell).unicodeScalars, quoted: true) ? String(cell.unicodeScalars.dropFirst()) : cell
    }
}
