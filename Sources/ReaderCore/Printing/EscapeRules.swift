/// How one escaping printer (`JSONString`, `TSVField`, `HTMLText`) writes
/// text: the ASCII scalars the format spells its own way (quotes, markup,
/// backslash, tab, newline), and a spelling for every other scalar
/// `ControlCharacterEscaping` calls unsafe; the rest is copied.
///
/// Most text has nothing to escape, so it is first scanned as bytes and,
/// when clean, returned as it is: no scalar-by-scalar copy.
public struct EscapeRules: Sendable {
    private let specials: [Unicode.Scalar: String]
    private let unsafe: @Sendable (Unicode.Scalar) -> String
    /// Bit n set when ASCII byte n is not copied as it is: C0, DEL, or a special.
    private let stopsBelow64: UInt64
    private let stopsFrom64: UInt64

    /// `specials` must be ASCII scalars: the byte scan finds only those.
    init(specials: [Unicode.Scalar: String], unsafe: @escaping @Sendable (Unicode.Scalar) -> String) {
        self.specials = specials
        self.unsafe = unsafe
        var below64: UInt64 = 0xFFFF_FFFF
        var from64: UInt64 = 1 << (0x7F - 64)
        for scalar in specials.keys where scalar.isASCII {
            if scalar.value < 64 { below64 |= 1 << scalar.value } else { from64 |= 1 << (scalar.value - 64) }
        }
        stopsBelow64 = below64
        stopsFrom64 = from64
    }

    @inline(__always)
    private func stops(_ byte: UInt8) -> Bool {
        byte < 64 ? stopsBelow64 >> byte & 1 != 0 : stopsFrom64 >> (byte - 64) & 1 != 0
    }

    /// Whether `bytes`, which need not be valid UTF-8, are copied as they are:
    /// printable ASCII without a special (the streaming writers' fast path).
    @inline(__always)
    public func copiesAsIs(ascii bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte >= 0x80 || stops(byte) { return false }
        return true
    }

    /// Whether valid UTF-8 is copied as it is: no control or special among
    /// its ASCII, and no C1 control (C2 80-9F) or bidi control (E2 80 AA-AE,
    /// E2 81 A6-A9) among the rest.
    public func copiesAsIs(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if stops(byte) { return false }
            } else if byte == 0xC2 {
                if index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return false }
            } else if byte == 0xE2, index + 2 < bytes.count {
                let second = bytes[index + 1], third = bytes[index + 2]
                if second == 0x80, (0xAA...0xAE).contains(third) { return false }
                if second == 0x81, (0xA6...0xA9).contains(third) { return false }
            }
            index += 1
        }
        return true
    }

    /// Calls `body` with `bytes` (invalid UTF-8 shown as U+FFFD) as they are
    /// written: the bytes themselves when they need nothing, else the UTF-8
    /// of `escaped`. The streaming writers' one path, with no String for
    /// plain ASCII.
    public func withEscaped<Result>(_ bytes: UnsafeBufferPointer<UInt8>,
                                    _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if copiesAsIs(ascii: bytes) { return try body(bytes) }
        var text = escaped(String(decoding: bytes, as: UTF8.self))
        return try text.withUTF8(body)
    }

    /// `text` with its specials spelled and its unsafe scalars replaced.
    public func escaped(_ text: String) -> String {
        var text = text
        if text.withUTF8({ copiesAsIs(utf8: $0) }) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII, stops(UInt8(scalar.value)), let spelled = specials[scalar] {
                result += spelled
            } else if ControlCharacterEscaping.replacement(for: scalar) != nil {
                result += unsafe(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
