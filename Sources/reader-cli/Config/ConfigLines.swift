/// Edits one setting of the config file's text line by line, so the learner's
/// comments, blank lines and other settings stay as they were written (a TOML
/// library writes the table back without them). Only top-level `key = value`
/// lines are touched; the value text comes from TOMLKit (`ConfigFile`).
enum ConfigLines {
    /// `text` with `key` set to `line` (a whole `key = value` line) in place of its
    /// current line, or appended; with `line` nil, the key's line removed.
    static func setting(_ key: String, to line: String?, in text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        if let index = lines.firstIndex(where: { Self.key(of: $0) == key }) {
            let comment = trailingComment(of: lines[index])
            let end = lastLine(ofValueAt: index, in: lines)
            lines.replaceSubrange(index...end, with: line.map { [$0 + comment] } ?? [])
        } else if let line {
            lines.append(line)
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The bare or quoted key a `key = value` line sets, nil for comments, blank lines and tables.
    static func key(of line: String) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard let equals = trimmed.firstIndex(of: "="), !trimmed.hasPrefix("#"), !trimmed.hasPrefix("[") else { return nil }
        var key = trimmed[..<equals].trimmingCharacters(in: [" ", "\t"])
        if key.count >= 2, let quote = key.first, quote == "\"" || quote == "'", key.last == quote {
            key = String(key.dropFirst().dropLast())
        }
        return key
    }

    /// `  # comment` after the value on the key's line (kept when the value changes), else "".
    static func trailingComment(of line: String) -> String {
        guard let equals = line.firstIndex(of: "=") else { return "" }
        var quote: Character?
        var escaped = false
        var index = line.index(after: equals)
        while index < line.endIndex {
            let character = line[index]
            if let open = quote {
                if escaped { escaped = false } else if character == "\\" && open == "\"" { escaped = true } else if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" {
                var start = index
                while start > equals, line[line.index(before: start)] == " " || line[line.index(before: start)] == "\t" {
                    start = line.index(before: start)
                }
                return String(line[start...])
            }
            index = line.index(after: index)
        }
        return ""
    }

    /// The last line of the value starting at `index`: a multi-line string (`"""`, `'''`) runs to its closing quotes.
    private static func lastLine(ofValueAt index: Int, in lines: [String]) -> Int {
        guard let equals = lines[index].firstIndex(of: "=") else { return index }
        let value = lines[index][lines[index].index(after: equals)...].drop { $0 == " " || $0 == "\t" }
        guard let delimiter = ["\"\"\"", "'''"].first(where: { value.hasPrefix($0) }),
              !value.dropFirst(3).contains(delimiter) else { return index }
        return lines[(index + 1)...].firstIndex { $0.contains(delimiter) } ?? index
    }
}
