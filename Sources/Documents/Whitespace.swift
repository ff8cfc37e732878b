/// Whitespace as Unicode's White_Space property has it (what `Character.isWhitespace` answers), with
/// ASCII answered without a property lookup: extraction asks about every character of a book, and the
/// lookups took most of its time.
extension Character {
    var isSpace: Bool {
        if let ascii = asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
        return isWhitespace
    }
}

extension Unicode.Scalar {
    var isSpace: Bool { isASCII ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace }
}

extension StringProtocol {
    /// The words separated by single spaces, as a browser shows the text of a block: whitespace
    /// scalars collapsed, on the UTF-8 bytes (a book is a few million of them), each run of
    /// other bytes copied at once.
    var collapsingWhitespace: String {
        var text = String(self)
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var wordStart: Int?
            var index = 0
            func endWord(at end: Int) {
                guard let start = wordStart else { return }
                if !out.isEmpty { out.append(0x20) }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                wordStart = nil
            }
            while index < bytes.count {
                let lead = bytes[index]
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                let end = Swift.min(index + length, bytes.count)
                let isSpace = length == 1 ? Unicode.Scalar(lead).isSpace : Self.scalar(bytes[index..<end])?.isSpace ?? false
                if isSpace {
                    endWord(at: index)
                } else if wordStart == nil {
                    wordStart = index
                }
                index = end
            }
            endWord(at: bytes.count)
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// The scalar of one multi-byte UTF-8 sequence (a String's bytes are valid UTF-8).
    private static func scalar(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Unicode.Scalar? {
        var value = UInt32(bytes.first! & (0xFF >> (bytes.count + 1)))
        for byte in bytes.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
        return Unicode.Scalar(value)
    }
}
