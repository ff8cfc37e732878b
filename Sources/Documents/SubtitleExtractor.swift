import Foundation

/// SRT and WebVTT: each cue's text, without its markup, as a paragraph with its time span.
enum SubtitleExtractor {
    static func extract(_ source: String, format: InputFormat, limit: Int) throws(DocumentError) -> ExtractedDocument {
        var builder = DocumentBuilder(limit: limit)
        let normalized = source.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        var blocks = normalized.components(separatedBy: "\n\n").map { $0.split(separator: "\n", omittingEmptySubsequences: true) }
        if format == .vtt {
            guard let header = blocks.first?.first, header.hasPrefix("WEBVTT") else {
                throw .malformed(.vtt, "the file does not start with WEBVTT")
            }
            blocks.removeFirst()
        }
        var cueCount = 0
        for block in blocks where !block.isEmpty {
            guard let timing = block.firstIndex(where: { $0.contains("-->") }) else {
                // WebVTT's NOTE, STYLE and REGION blocks; SRT has nothing else between cues.
                if format == .srt && block.contains(where: { !$0.allSatisfy(\.isWhitespace) }) && cueCount == 0 {
                    throw .malformed(.srt, "no cue timing ('00:00:01,000 --> 00:00:02,000') in the first block")
                }
                continue
            }
            let times = block[timing].components(separatedBy: "-->")
            guard times.count == 2, let start = milliseconds(times[0]),
                  let end = milliseconds(String(times[1].split(separator: " ").first ?? "")) else {
                throw .malformed(format, "bad cue timing '\(block[timing].prefix(60))'")
            }
            let text = block[(timing + 1)...].map { withoutMarkup(String($0)) }.joined(separator: " ")
            try builder.addCue(start: start, end: end, text: text)
            cueCount += 1
        }
        return builder.document(format: format, title: nil)
    }

    /// `00:01:02,500`, `00:01:02.500` or WebVTT's `01:02.500`.
    static func milliseconds(_ text: String) -> Int? {
        let parts = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".").split(separator: ":")
        guard (2...3).contains(parts.count) else { return nil }
        let secondsParts = parts.last!.split(separator: ".")
        guard secondsParts.count == 2, let seconds = Int(secondsParts[0]), let millis = Int(secondsParts[1]),
              secondsParts[1].count == 3, seconds < 60 else { return nil }
        let numbers = parts.dropLast().map { Int($0) }
        guard numbers.allSatisfy({ $0 != nil }) else { return nil }
        let minutes = numbers.last!!
        let hours = numbers.count == 2 ? numbers[0]! : 0
        guard minutes < 60 || numbers.count == 1 else { return nil }
        return ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis
    }

    /// A cue line without `<i>`, `<c.yellow>`, `<00:00:01.000>` tags, `{\an8}` overrides and with entities decoded.
    static func withoutMarkup(_ line: String) -> String {
        var result = ""
        var inTag = false
        var inOverride = false
        for character in line {
            switch character {
            case "<" where !inOverride: inTag = true
            case ">" where inTag: inTag = false
            case "{" where !inTag: inOverride = true
            case "}" where inOverride: inOverride = false
            default: if !inTag && !inOverride { result.append(character) }
            }
        }
        return HTMLEntities.decode(result)
    }
}
