/// Plain text as it is (offsets count in the file, a byte-order mark included, as every command
/// counts them), with its paragraphs found as `PlainTextLines` finds them.
enum PlainTextExtractor {
    static func extract(_ bytes: [UInt8], limit: Int) throws(DocumentError) -> ExtractedDocument {
        let start = ByteOrderMark.length(at: bytes)
        guard bytes.count - start <= limit else { throw .textTooLarge(limit: limit) }
        let lines = PlainTextLines.trimmedLines(bytes[start...])
        var paragraphs: [Range<Int>] = []
        if PlainTextLines.areParagraphs(lines, in: bytes[start...]) {
            paragraphs = lines.filter { !$0.isEmpty }
        } else {
            var current: Range<Int>?
            for line in lines {
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
}
