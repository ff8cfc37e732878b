/// The byte form in which a built `LemmaLexicon` is stored (in the compiled data
/// file) and adopted again without parsing or hashing: arrays of little-endian
/// integers one after another, each preceded by its element count (UInt32).
struct LexiconImageWriter {
    private(set) var bytes: [UInt8] = []

    mutating func append<T: FixedWidthInteger>(_ values: [T]) {
        bytes.reserveCapacity(bytes.count + 4 + values.count * MemoryLayout<T>.size)
        appendValue(UInt32(values.count))
        for value in values { appendValue(value) }
    }

    private mutating func appendValue<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}

/// Reads what `LexiconImageWriter` wrote, checking every length against the bytes.
struct LexiconImageReader {
    private let bytes: UnsafeRawBufferPointer
    private var position = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    /// The next array, of `expectedCount` elements when given.
    mutating func array<T: FixedWidthInteger>(of type: T.Type, count expectedCount: Int? = nil) throws(LemmaDataError) -> [T] {
        guard position + 4 <= bytes.count else { throw .corruptImage }
        let count = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self)))
        let size = MemoryLayout<T>.size
        let start = position + 4
        guard expectedCount == nil || expectedCount == count, count <= (bytes.count - start) / size else { throw .corruptImage }
        position = start + count * size
        let source = bytes
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            for i in 0..<count { buffer[i] = T(littleEndian: source.loadUnaligned(fromByteOffset: start + i * size, as: T.self)) }
            initialized = count
        }
    }
}
