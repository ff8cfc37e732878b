/// The reader's search (`/`): the query's bytes, ASCII letters matched without case. It finds a match
/// in bytes held whole (the window `open` holds) or in a text read a chunk at a time (the rest of a
/// file too long to hold), where a match may straddle two chunks.
public struct TextFinder: Sendable {
    public let needle: [UInt8]
    /// The end of the text fed so far, kept to match across the next chunk's start.
    private var carry: [UInt8] = []
    private var carryOffset = 0

    /// Nil for an empty query.
    public init?(_ query: String) {
        guard !query.isEmpty else { return nil }
        needle = Array(query.lowercased().utf8)
    }

    /// First index of the needle in `bytes` at or after `start`.
    public func first<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, from start: Int) -> Int? where Bytes.Index == Int {
        guard needle.count <= bytes.count else { return nil }
        var index = max(start, bytes.startIndex)
        while index + needle.count <= bytes.endIndex {
            var matched = true
            for offset in needle.indices {
                var byte = bytes[index + offset]
                if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
                if byte != needle[offset] {
                    matched = false
                    break
                }
            }
            if matched { return index }
            index += 1
        }
        return nil
    }

    /// Feeds the next chunk of a text (chunks in order; `offset` is where the chunk starts): the
    /// offset of the first match that ends in it, nil if none does.
    public mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        if carry.isEmpty || carryOffset + carry.count != offset {
            carry = []
            carryOffset = offset
        }
        carry.append(contentsOf: chunk)
        if let found = first(in: carry, from: 0) { return carryOffset + found }
        let kept = min(needle.count - 1, carry.count)
        carryOffset += carry.count - kept
        carry.removeFirst(carry.count - kept)
        return nil
    }
}
