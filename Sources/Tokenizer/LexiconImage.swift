#if _endian(big)
#error("lexicon images are little-endian and read in place")
#endif

/// The byte form of a built `LemmaLexicon`, stored in the compiled data file and
/// read in place: no parsing, copying or hashing at start-up, and only the pages
/// a lookup touches are ever loaded. The image must start 8-byte aligned; every
/// array in it starts at a multiple of 8 bytes (zero padding after each):
///
///     header   UInt32 key count N, slot count S, arena bytes A, closed-class table bytes C
///     slots    S x 16 bytes: key prefix UInt64, key index + 1 UInt32, context-free lemma UInt32
///     starts   N x UInt32      lengths  N x UInt16
///     noun, verb, adjective, adverb, fixed, context-free lemma: N x UInt32 each
///     roles    N x UInt16      adjectival participle  N x UInt8
///     arena    A bytes (the keys)
///     closed classes  C bytes (`ClosedClassWords.text`)
///
/// Opening checks the header and that the arrays fill the image exactly; the
/// values inside are checked where they are read (`ByteHashTable`, `LemmaColumn`).
/// The tagger's weights (`TaggerModel`) are an image of the same kind: four header
/// words, then aligned arrays.
struct LexiconImageWriter {
    private(set) var bytes: [UInt8] = []

    init(keyCount: Int, slotCount: Int, arenaCount: Int, closedClassCount: Int) {
        self.init(header: [keyCount, slotCount, arenaCount, closedClassCount])
    }

    /// An image whose header is these four words.
    init(header: [Int]) {
        precondition(header.count == 4)
        for word in header { withUnsafeBytes(of: UInt32(word).littleEndian) { bytes += $0 } }
    }

    mutating func append<T>(_ values: [T]) {
        values.withUnsafeBytes { bytes.append(contentsOf: $0) }
        while bytes.count % 8 != 0 { bytes.append(0) }
    }
}

/// Reads what `LexiconImageWriter` wrote, checking every length against the bytes.
struct LexiconImageReader {
    private let image: UnsafeRawBufferPointer
    private var position = 16
    /// The four header words.
    let header: [Int]
    var keyCount: Int { header[0] }
    var slotCount: Int { header[1] }
    var arenaCount: Int { header[2] }
    var closedClassCount: Int { header[3] }

    init(_ image: UnsafeRawBufferPointer) throws(LemmaDataError) {
        guard let base = image.baseAddress, UInt(bitPattern: base) % 8 == 0, image.count >= 16 else { throw .corruptImage }
        self.image = image
        header = (0..<4).map { Int(UInt32(littleEndian: image.load(fromByteOffset: 4 * $0, as: UInt32.self))) }
    }

    var isAtEnd: Bool { position == image.count }

    /// The next array, of `count` elements, in place.
    mutating func array<T>(of type: T.Type, count: Int) throws(LemmaDataError) -> UnsafeBufferPointer<T> {
        let size = count * MemoryLayout<T>.stride
        let padded = (size + 7) & ~7
        guard padded <= image.count - position else { throw .corruptImage }
        let start = (image.baseAddress! + position).bindMemory(to: T.self, capacity: count)
        position += padded
        return UnsafeBufferPointer(start: start, count: count)
    }
}

/// An aligned copy of an image, owned by the lexicons adopted from it (one
/// built from text, or handed in as bytes).
final class ImageBuffer: @unchecked Sendable {
    // Written once in init, then only read: safe to share.
    let bytes: UnsafeRawBufferPointer

    init(copying source: [UInt8]) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(source.count, 1), alignment: 16)
        source.withUnsafeBytes { buffer.copyMemory(from: $0) }
        bytes = UnsafeRawBufferPointer(rebasing: buffer[0..<source.count])
    }

    deinit { bytes.baseAddress.map { UnsafeMutableRawPointer(mutating: $0).deallocate() } }
}

/// An image and what keeps its memory alive.
struct ImageSource: @unchecked Sendable {
    // A read-only view; `owner` (an `ImageBuffer` or the mapped file) is immutable and Sendable.
    let bytes: UnsafeRawBufferPointer
    let owner: any AnyObject & Sendable
}

/// A column of lemma entries in an image: a value out of range (a corrupt image),
/// or a read past the column, gives `LemmaLexicon.noEntry`, so no lemma found
/// here can index past another array.
struct LemmaColumn: @unchecked Sendable {
    // A read-only view into memory its lexicon keeps alive.
    private let values: UnsafeBufferPointer<UInt32>

    init(_ values: UnsafeBufferPointer<UInt32>) { self.values = values }

    @inline(__always)
    subscript(index: Int) -> UInt32 {
        guard UInt(bitPattern: index) < UInt(values.count) else { return LemmaLexicon.noEntry }
        let value = values[index]
        return value < UInt32(truncatingIfNeeded: values.count) ? value : LemmaLexicon.noEntry
    }
}

/// A column of flags in an image (`WordRole`s, or a Bool as 0/1) or of bytes; a read past it gives none.
struct FlagColumn<Raw: FixedWidthInteger>: @unchecked Sendable {
    // A read-only view into memory its lexicon keeps alive.
    private let values: UnsafeBufferPointer<Raw>

    init(_ values: UnsafeBufferPointer<Raw>) { self.values = values }

    @inline(__always)
    func raw(_ index: Int) -> Raw { UInt(bitPattern: index) < UInt(values.count) ? values[index] : 0 }

    /// The whole column, copied.
    var array: [Raw] { Array(values) }
}

extension FlagColumn where Raw == UInt16 {
    @inline(__always)
    subscript(index: Int) -> WordRole { WordRole(rawValue: raw(index)) }
}

extension FlagColumn where Raw == UInt8 {
    @inline(__always)
    subscript(index: Int) -> Bool { raw(index) != 0 }
}
