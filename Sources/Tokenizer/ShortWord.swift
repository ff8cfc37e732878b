/// Up to eight ASCII bytes, lower-cased and packed into an integer, so the
/// tokenizer's special cases compare and look up short words without
/// building a String (they run once per word of every text).
struct ShortWord: Hashable, ExpressibleByStringLiteral {
    let packed: UInt64

    /// The word in `bytes[start..<end]`; longer or non-ASCII text gives a value
    /// no literal matches.
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        var packed: UInt64 = 0
        if end - start <= 8 {
            var shift: UInt64 = 0
            for i in start..<end {
                let byte = bytes[i]
                guard byte < 0x80 else {
                    packed = 0
                    break
                }
                packed |= UInt64(isASCIIUpper(byte) ? byte | 0x20 : byte) &<< shift
                shift &+= 8
            }
        }
        self.packed = packed
    }

    /// Number of bytes (a word holds no NUL byte).
    var length: Int { (64 - packed.leadingZeroBitCount + 7) / 8 }

    /// A lower-case ASCII literal of one to eight bytes.
    init(stringLiteral value: StaticString) {
        precondition((1...8).contains(value.utf8CodeUnitCount), "a ShortWord holds 1 to 8 bytes")
        packed = value.withUTF8Buffer { ShortWord($0, 0, $0.count).packed }
    }
}
