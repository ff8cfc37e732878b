import Foundation
import ReaderCore

/// Anki's field text: HTML. What Anki sorts and searches by is the text with
/// the markup taken out, and the duplicate check a checksum of it.
enum AnkiText {
    /// The text without tags (`<br>` and block ends as spaces), with the
    /// common entities decoded and whitespace collapsed, ends trimmed.
    static func plain(_ html: String) -> String {
        OneLine.collapsed(stripped(html))
    }

    /// The text without tags and with entities decoded, spacing as it was.
    static func stripped(_ html: String) -> String {
        var text = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            text += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">") else {
                rest = rest[open...]
                break
            }
            let tag = rest[rest.index(after: open)..<close].lowercased()
            if tag.hasPrefix("br") || tag.hasPrefix("/div") || tag.hasPrefix("/p") || tag.hasPrefix("/li") { text += " " }
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        return decodingEntities(text)
    }

    private static let namedEntities = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " "]

    /// `&amp;`, `&lt;`, `&#123;`, `&#x7B;` and the like as the characters they stand for.
    static func decodingEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest.index(after: amp)
            if let semicolon = rest[after...].prefix(10).firstIndex(of: ";") {
                let name = rest[after..<semicolon]
                var decoded: String?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
                } else if name.hasPrefix("#") {
                    decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
                } else {
                    decoded = namedEntities[String(name)]
                }
                if let decoded {
                    result += decoded
                    rest = rest[rest.index(after: semicolon)...]
                    continue
                }
            }
            result += "&"
            rest = rest[after...]
        }
        return result + rest
    }

    /// Anki's `csum`: the first 32 bits of the SHA-1 of the plain sort field.
    static func checksum(_ plain: String) -> Int64 {
        let digest = SHA1.digest(Array(plain.utf8))
        return Int64(digest[0]) << 24 | Int64(digest[1]) << 16 | Int64(digest[2]) << 8 | Int64(digest[3])
    }
}
