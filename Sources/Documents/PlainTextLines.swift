/// The lines of a plain text and how they make paragraphs: blocks separated by blank lines, or one
/// paragraph a line when the text has no blank line and at least half its lines are long (articles
/// saved one paragraph a line, as the OneStopEnglish corpus is).
public enum PlainTextLines {
    /// A line holding more bytes than this is long.
    static let longLine = 100

    /// Whether each line of `bytes` (a whole text, or its first part) is a paragraph of its own.
    public static func areParagraphs(_ bytes: ArraySlice<UInt8>) -> Bool {
        areParagraphs(trimmedLines(bytes))
    }

    static func areParagraphs(_ lines: [Range<Int>]) -> Bool {
        let content = lines.filter { !$0.isEmpty }
        let hasBlankLine = zip(lines, lines.dropFirst()).contains { $0.isEmpty || $1.isEmpty } && content.count > 1
        return !hasBlankLine && content.count > 1 && content.filter { $0.count > longLine }.count * 2 >= content.count
    }

    /// Each line's bytes without its leading and trailing spaces, tabs and carriage return.
    static func trimmedLines(_ bytes: ArraySlice<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = bytes.startIndex
        for index in bytes.indices where bytes[index] == 0x0A {
            lines.append(trim(lineStart..<index, in: bytes))
            lineStart = index + 1
        }
        if lineStart < bytes.endIndex { lines.append(trim(lineStart..<bytes.endIndex, in: bytes)) }
        return lines
    }

    private static func trim(_ line: Range<Int>, in bytes: ArraySlice<UInt8>) -> Range<Int> {
        var lower = line.lowerBound
        var upper = line.upperBound
        while lower < upper, [0x20, 0x09, 0x0D].contains(bytes[lower]) { lower += 1 }
        while upper > lower, [0x20, 0x09, 0x0D].contains(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}
