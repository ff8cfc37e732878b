/// Finds URLs and e-mail addresses in UTF-8 bytes, so the tokenizer can keep
/// each one as a single token (ICU would split them at every "/" and ".").
enum LinkDetector {
    struct Link: Equatable {
        var start: Int
        var end: Int
        var kind: TokenKind
    }

    /// Links in `bytes`, sorted and non-overlapping.
    static func links(in bytes: UnsafeBufferPointer<UInt8>) -> [Link] {
        var links: [Link] = []
        var i = 0
        let n = bytes.count
        var coveredUntil = 0
        while true {
            i = nextAnchor(from: i, in: bytes)
            guard i < n else { break }
            if i >= coveredUntil, let link = link(anchoredAt: i, in: bytes), link.start >= coveredUntil {
                links.append(link)
                coveredUntil = link.end
                i = link.end
                continue
            }
            i += 1
        }
        return links
    }

    /// Offset of the next ':', '@', 'w' or 'W' from `i` (only they can anchor a
    /// link), or the end; eight bytes at a time, as this scans every byte of every text.
    @inline(__always)
    private static func nextAnchor(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var i = start
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            let ones: UInt64 = 0x0101_0101_0101_0101
            while i + 8 <= bytes.count {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let anchors = zeroBytes(word ^ (ones &* 0x3A)) | zeroBytes(word ^ (ones &* 0x40))
                    | zeroBytes((word | (ones &* 0x20)) ^ (ones &* 0x77))
                if anchors != 0 { return i + anchors.trailingZeroBitCount / 8 }
                i += 8
            }
        }
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@") || byte | 0x20 == UInt8(ascii: "w") { return i }
            i += 1
        }
        return i
    }

    /// 0x80 in each byte of `word` that is zero, 0 elsewhere (exact, no carries between bytes).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low) &+ low) | word | low)
    }

    private static func link(anchoredAt i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Link? {
        switch bytes[i] {
        case UInt8(ascii: ":"): schemeURL(colon: i, in: bytes)
        case UInt8(ascii: "@"): email(at: i, in: bytes)
        default: wwwURL(start: i, in: bytes)
        }
    }

    /// `scheme://rest`, e.g. https://example.com/a?b=c
    private static func schemeURL(colon: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Link? {
        guard colon + 3 < bytes.count, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/"),
              isURLByte(bytes[colon + 3]) else { return nil }
        var start = colon
        while start > 0, isSchemeByte(bytes[start - 1]) { start -= 1 }
        guard start < colon, isASCIILetter(bytes[start]) else { return nil }
        if start > 0, isWordByte(bytes[start - 1]) { return nil }
        let end = urlEnd(from: colon + 3, in: bytes)
        return Link(start: start, end: end, kind: .url)
    }

    /// `www.example.com/...` with no scheme.
    private static func wwwURL(start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Link? {
        guard start + 5 < bytes.count else { return nil }
        for k in 0..<3 where bytes[start + k] | 0x20 != UInt8(ascii: "w") { return nil }
        guard bytes[start + 3] == UInt8(ascii: "."), isASCIILetterOrDigit(bytes[start + 4]) else { return nil }
        if start > 0, isWordByte(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: "/") { return nil }
        let end = urlEnd(from: start + 4, in: bytes)
        guard bytes[start + 4..<end].contains(UInt8(ascii: ".")) else { return nil }
        return Link(start: start, end: end, kind: .url)
    }

    /// `local@domain.tld`
    private static func email(at: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Link? {
        var start = at
        while start > 0, isEmailLocalByte(bytes[start - 1]) { start -= 1 }
        while start < at, bytes[start] == UInt8(ascii: ".") { start += 1 }
        guard start < at else { return nil }
        var end = at + 1
        var lastDot = -1
        while end < bytes.count, isASCIILetterOrDigit(bytes[end]) || bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: ".") {
            if bytes[end] == UInt8(ascii: ".") { lastDot = end }
            end += 1
        }
        while end > at + 1, bytes[end - 1] == UInt8(ascii: ".") || bytes[end - 1] == UInt8(ascii: "-") {
            end -= 1
            if lastDot >= end { lastDot = bytes[at + 1..<end].lastIndex(of: UInt8(ascii: ".")) ?? -1 }
        }
        guard lastDot > at + 1, end - lastDot > 2 else { return nil }
        for k in (lastDot + 1)..<end where !isASCIILetter(bytes[k]) { return nil }
        return Link(start: start, end: end, kind: .email)
    }

    /// Scans URL bytes, then gives back trailing punctuation that belongs to the
    /// sentence ("see https://x.org/a." keeps the final period out) and closing
    /// brackets that have no opening partner inside the URL.
    private static func urlEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var end = start
        while end < bytes.count, isURLByte(bytes[end]) { end += 1 }
        while end > start {
            let last = bytes[end - 1]
            if ".,;:!?'\"*".utf8.contains(last) {
                end -= 1
            } else if last == UInt8(ascii: ")") || last == UInt8(ascii: "]") {
                let open: UInt8 = last == UInt8(ascii: ")") ? UInt8(ascii: "(") : UInt8(ascii: "[")
                let opens = bytes[start..<end].filter { $0 == open }.count
                let closes = bytes[start..<end].filter { $0 == last }.count
                if closes > opens { end -= 1 } else { break }
            } else {
                break
            }
        }
        return end
    }

    private static func isURLByte(_ b: UInt8) -> Bool {
        // Printable ASCII except space and the characters that delimit URLs in prose.
        b > 0x20 && b < 0x7F && b != UInt8(ascii: "<") && b != UInt8(ascii: ">") && b != UInt8(ascii: "\"")
            && b != UInt8(ascii: "`") && b != UInt8(ascii: "{") && b != UInt8(ascii: "}") && b != UInt8(ascii: "|")
            && b != UInt8(ascii: "\\") && b != UInt8(ascii: "^")
    }

    private static func isSchemeByte(_ b: UInt8) -> Bool {
        isASCIILetterOrDigit(b) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
    }

    private static func isEmailLocalByte(_ b: UInt8) -> Bool {
        isASCIILetterOrDigit(b) || "._%+-".utf8.contains(b)
    }

    private static func isWordByte(_ b: UInt8) -> Bool { isASCIILetterOrDigit(b) || b >= 0x80 }
}

@inline(__always) func isASCIILetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
@inline(__always) func isASCIIDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
@inline(__always) func isASCIILetterOrDigit(_ b: UInt8) -> Bool { isASCIILetter(b) || isASCIIDigit(b) }
@inline(__always) func isASCIIUpper(_ b: UInt8) -> Bool { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
@inline(__always) func isASCIILower(_ b: UInt8) -> Bool { b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") }
