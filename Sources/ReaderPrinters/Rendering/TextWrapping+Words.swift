import ReaderCore

/// Card fields filled into lines (the capture card, `show`, `open`'s card):
/// words split at spaces, escape sequences taking no columns, a word wider
/// than the line on a line of its own.
extension TextWrapping {
    /// The lines of `text` in `width` columns (none for text without a word).
    public static func words(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ") {
            let wordWidth = DisplayWidth.of(String(word).withoutEscapes())
            if lineWidth > 0 && lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if lineWidth > 0 {
                line += " "
                lineWidth += 1
            }
            line += word
            lineWidth += wordWidth
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// At most `rows` lines; the last one shown ends in "…" when text is left.
    public static func words(_ text: String, width: Int, rows: Int) -> [String] {
        let lines = words(text, width: width)
        guard lines.count > rows else { return lines }
        return Array(lines.prefix(rows - 1)) + [String(lines[rows - 1].prefix(max(width - 1, 0))) + "…"]
    }

    /// `label` then `text` in `width` columns, continuation lines indented under the text; ends with a newline.
    public static func labelled(_ label: String, _ text: String, width: Int) -> String {
        let indent = String(repeating: " ", count: label.count)
        let lines = words(text, width: width - label.count)
        return label + (lines.isEmpty ? [""] : lines).joined(separator: "\n" + indent) + "\n"
    }
}

extension String {
    /// Without SGR escape sequences (for measuring columns).
    fileprivate func withoutEscapes() -> String {
        var out = ""
        var inEscape = false
        for scalar in unicodeScalars {
            if scalar == "\u{1B}" { inEscape = true; continue }
            if inEscape { if scalar == "m" { inEscape = false }; continue }
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}
