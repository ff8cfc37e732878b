/// Plain text as it is (offsets count in the file, a byte-order mark included, as every command
/// counts them), with its paragraphs found: blocks separated by blank lines, or one per line when the
/// text has no blank line and most of its lines are long (articles saved one paragraph a line).
enum PlainTextExtractor {
    static func extract(_ bytes: [UInt8], limit: Int) throws(DocumentError) -> ExtractedDocument {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes.count - start <= limit else { throw .textTooLarge(limit: limit) }
        var lines: [Range<Int>] = []
        var lineStart = start
        for index in start..<bytes.count where bytes[index] == 0x0A {
            lines.append(lineStart..<index)
            lineStart = index + 1
        }
        if lineStart < bytes.count { lines.append(lineStart..<bytes.count) }
        let trimmed = lines.map { trim($0, in: bytes) }
        let contentLines = trimmed.filter { !$0.isEmpty }
        let hasBlankLine = zip(trimmed, trimmed.dropFirst()).contains { $0.isEmpty || $1.isEmpty } && contentLines.count > 1
        let longLines = contentLines.filter { $0.count > 100 }.count
        var paragraphs: [Range<Int>] = []
        if !hasBlankLine && longLines * 2 >= contentLines.count {
            paragraphs = contentLines
        } else {
            var current: Range<Int>?
            for line in trimmed {
                if line.isEmpty {
                    if let block = current { paragraphs.append(block) }
                    current = nil
                } else {
                    current = (current?.lowerBound ?? line.lowerBound)..<line.upperBound
                }
            }
            if let block = current { paragraphs.append(block) }
        }
        return ExtractedDocument(format: .text, text: String(decoding: bytes[start...], as: UTF8.self), title: nil, author: nil,
                                 language: nil, sections: [], paragraphs: paragraphs, cues: [])
    }

    /// A line without its leading and trailing spaces, tabs and carriage return.
    private static func trim(_ line: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var lower = line.lowerBound
        var upper = line.upperBound
        while lower < upper, [0x20, 0x09, 0x0D].contains(bytes[lower]) { lower += 1 }
        while upper > lower, [0x20, 0x09, 0x0D].contains(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}
