/// Whether bytes are one JSON value (RFC 8259) and nothing else. A byte
/// scanner rather than JSONSerialization: parsing into Foundation objects
/// took a fifth of each renderer run, and the property is only the grammar.
public func isJSON(_ utf8: some Collection<UInt8>) -> Bool {
    var scanner = JSONGrammar(Array(utf8))
    return scanner.value() && scanner.skipSpace() == nil
}

private struct JSONGrammar {
    let bytes: [UInt8]
    var index = 0
    /// Nesting a renderer never reaches; a deeper input is wrong, not a stack overflow.
    var depth = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Skips white space and returns the next byte, nil at the end.
    mutating func skipSpace() -> UInt8? {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return bytes[index]
            }
        }
        return nil
    }

    mutating func value() -> Bool {
        guard let first = skipSpace() else { return false }
        switch first {
        case UInt8(ascii: "{"): return container(close: UInt8(ascii: "}"), keyed: true)
        case UInt8(ascii: "["): return container(close: UInt8(ascii: "]"), keyed: false)
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number()
        }
    }

    mutating func container(close: UInt8, keyed: Bool) -> Bool {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { return false }
        index += 1
        if skipSpace() == close {
            index += 1
            return true
        }
        while true {
            if keyed {
                guard skipSpace() == UInt8(ascii: "\""), string(), skipSpace() == UInt8(ascii: ":") else { return false }
                index += 1
            }
            guard value() else { return false }
            switch skipSpace() {
            case UInt8(ascii: ","): index += 1
            case close: index += 1; return true
            default: return false
            }
        }
    }

    /// A string: no raw control byte, only the escapes JSON defines.
    mutating func string() -> Bool {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return true
            case 0x00..<0x20: return false
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return false }
                let escape = bytes[index]
                index += 1
                if escape == UInt8(ascii: "u") {
                    guard index + 4 <= bytes.count, bytes[index..<index + 4].allSatisfy(\.isHexDigit) else { return false }
                    index += 4
                } else {
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                         UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"): break
                    default: return false
                    }
                }
            default: continue
            }
        }
        return false
    }

    mutating func literal(_ word: StaticString) -> Bool {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard index + expected.count <= bytes.count, bytes[index..<index + expected.count].elementsEqual(expected) else { return false }
        index += expected.count
        return true
    }

    /// -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
    mutating func number() -> Bool {
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
        } else {
            guard digits() else { return false }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits() else { return false }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits() else { return false }
        }
        return true
    }

    func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    /// One or more decimal digits.
    mutating func digits() -> Bool {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index > start
    }
}

private extension UInt8 {
    var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
