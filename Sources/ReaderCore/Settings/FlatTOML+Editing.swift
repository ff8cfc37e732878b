extension FlatTOML {
    /// `text` with `key` set to `value` in place of its first line (its other
    /// lines removed), or appended; with `value` nil, all its lines removed.
    /// Every other line stays as written (comments, blank lines, other keys),
    /// and so does a comment after the old value. The key's lines are its
    /// entries and the bad lines that name it, so setting or removing a key
    /// also repairs its broken line.
    public static func setting(_ key: String, to value: Value?, in text: String) -> String {
        let document = FlatTOML(text)
        var lines = Self.lines(of: text).map { String($0) }
        if lines.last == "" { lines.removeLast() }
        let entries = document.entries.filter { $0.key == key }
        var ranges: [ClosedRange<Int>] = []
        for range in (entries.map(\.lines) + document.problems.filter { $0.key == key }.map { $0.line...$0.line })
            .sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound > (ranges.last?.upperBound ?? 0) {
            ranges.append(range)
        }
        let written = value.map { FlatTOML.line(key: key, value: $0) }
        if let first = ranges.first {
            for range in ranges.dropFirst().reversed() {
                lines.removeSubrange((range.lowerBound - 1)..<min(range.upperBound, lines.count))
            }
            let comment = entries.first { $0.lines == first }?.comment ?? ""
            lines.replaceSubrange((first.lowerBound - 1)..<min(first.upperBound, lines.count), with: written.map { [$0 + comment] } ?? [])
        } else if let written {
            lines.append(written)
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
