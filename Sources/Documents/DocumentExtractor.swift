/// The one entry to the formats: a file's bytes (or, for an EPUB, its path) to an `ExtractedDocument`.
public enum DocumentExtractor {
    /// Extracted text beyond this is refused: the commands that read such text hold it whole, beside
    /// the chapter being parsed (*War and Peace* is 3.2 MB).
    public static let defaultLimit = 32 << 20
    /// The largest file read whole to be extracted (HTML, Markdown, subtitles; an EPUB has its archive's limits):
    /// parsing takes 6-9 bytes a byte, so 24 MB stays under 300 MB of memory (issue 30). Plain text, streamed,
    /// has no limit. Every face reads by this one rule.
    public static let largestSource = 24 << 20

    /// `bytes` of a file in `format` (not EPUB, which is read from its path).
    public static func extract(_ bytes: [UInt8], format: InputFormat, limit: Int = defaultLimit) throws(DocumentError) -> ExtractedDocument {
        let start = ByteOrderMark.length(at: bytes)
        let body = Array(bytes[start...])
        switch format {
        case .html: return try HTMLExtractor.extract(body, mainContentOnly: true, limit: limit)
        case .srt, .vtt: return try SubtitleExtractor.extract(String(decoding: body, as: UTF8.self), format: format, limit: limit)
        case .markdown: return try MarkdownExtractor.extract(String(decoding: body, as: UTF8.self), limit: limit)
        case .epub: throw .malformed(.epub, "an EPUB is read from its file, not from a stream")
        case .text: return try PlainTextExtractor.extract(bytes, limit: limit)
        }
    }

    public static func extract(epubAt path: String, limit: Int = defaultLimit) throws(DocumentError) -> ExtractedDocument {
        try EPUBExtractor.extract(path: path, limit: limit)
    }
}
