/// The lines of a plain text and how they make paragraphs: blocks separated by blank lines, or one
/// paragraph a line when the text has no blank line and at least half its lines are long or whole
/// sentences (articles saved one paragraph a line, as the OneStopEnglish corpus is; three sentences of
/// 90 characters a line). Prose wrapped at a width ends a sentence on a line's end far less often.
public enum PlainTextLines {
    /// A line holding more bytes than this is long.
    static let longLine = 100
    /// A line ending a sentence is a paragraph of its own from this many bytes ("Yes." is a reply, not one).
    static let sentenceLine = 40

    /// Whether each line of `bytes` (a whole text, or its first part) is a paragraph of its own.
    public static func areParagraphs(_ bytes: ArraySlice<UInt8>) -> Bool {
        areParagraphs(trimmedLines(bytes), in: bytes)
    }

    /// The same, for the lines `trimmedLines` found in `bytes`.
    static func areParagraphs(_ lines: [Range<Int>], in bytes: ArraySlice<UInt8>) -> Bool {
        let content = lines.filter { !$0.isEmpty }
        let hasBlankLine = zip(lines, lines.dropFirst()).contains { $0.isEmpty || $1.isEmpty } && content.count > 1
        // The last line is left out: a wrapped paragraph's last line ends its sentence as a paragraph line does.
        // Whole sentences decide from three lines on: two lines that end sentences may be one paragraph, wrapped.
        let judged = content.dropLast()
        let sentencesCount = judged.count >= 2
        let paragraphLines = judged.filter { $0.count > longLine || (sentencesCount && $0.count >= sentenceLine && endsSentence($0, in: bytes)) }
        return !hasBlankLine && content.count > 1 && paragraphLines.count * 2 >= judged.count
    }

    /// Whether a line's last character (closing quotes and brackets aside) ends a sentence: . ! ? or …
    static func endsSentence(_ line: Range<Int>, in bytes: ArraySlice<UInt8>) -> Bool {
        var end = line.upperBound
        while end > line.lowerBound {
            let byte = bytes[end - 1]
            if [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ")")].contains(byte) {
                end -= 1
            } else if end - line.lowerBound >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80, [0x99, 0x9D].contains(byte) {
                end -= 3
            } else {
                break
            }
        }
        guard end > line.lowerBound else { return false }
        if [UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?")].contains(bytes[end - 1]) { return true }
        return end - line.lowerBound >= 3 && bytes[end - 3] == 0xE2 && bytes[end - 2] == 0x80 && bytes[end - 1] == 0xA6
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
