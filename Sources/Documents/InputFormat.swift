/// What a file holds, and so how its text is extracted. Plain text is read as it is (offsets count in
/// the file); every other format is turned into text first, and offsets count in that text.
public enum InputFormat: String, CaseIterable, Sendable {
    case text, html, epub, srt, vtt, markdown

    /// The format a file's name says, if any.
    public static func byExtension(of path: String) -> InputFormat? {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "txt", "text": return .text
        case "html", "htm", "xhtml": return .html
        case "epub": return .epub
        case "srt": return .srt
        case "vtt": return .vtt
        case "md", "markdown": return .markdown
        default: return nil
        }
    }

    /// How many first bytes `sniff` looks at.
    public static let sniffedBytes = 512

    /// The format the first bytes of a file show (an EPUB's zip header and mimetype, WebVTT's
    /// signature, an HTML document's first tag, an SRT cue), else plain text.
    public static func sniff(_ prefix: [UInt8]) -> InputFormat {
        let head = prefix[ByteOrderMark.length(at: prefix)...]
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            return prefix.count > 58 && Array(prefix[30..<58]) == Array("mimetypeapplication/epub+zip".utf8) ? .epub : .text
        }
        if head.starts(with: Array("WEBVTT".utf8)) { return .vtt }
        // "\r\n" is one Character: make it "\n" so lines split on it.
        let leading = String(decoding: head.prefix(512), as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        let trimmed = leading.drop { $0.isWhitespace }.lowercased()
        if trimmed.hasPrefix("<!doctype html") || trimmed.hasPrefix("<html") || (trimmed.hasPrefix("<?xml") && trimmed.contains("<html")) {
            return .html
        }
        let lines = trimmed.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        if lines.count >= 2, case let first = lines[0].trimmingCharacters(in: .whitespacesAndNewlines), !first.isEmpty,
           first.allSatisfy(\.isNumber),
           lines[1].contains("-->") {
            return .srt
        }
        return .text
    }
}
