#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only memory-mapped file: pages load when first touched, so opening
/// costs the same whatever the size.
final class MappedFile: @unchecked Sendable {
    // Immutable after init and never written through: safe to share.
    let bytes: UnsafeRawBufferPointer

    init(path: String) throws(DataError) {
        // O_NONBLOCK: opening a FIFO would otherwise wait for a writer forever.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: "no such file or not readable") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, reason: "cannot stat") }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regularFile else { throw .unreadable(path: path, reason: "it is \(kind.description), not a regular file") }
        let size = Int(info.st_size)
        guard size > 0 else { throw .malformed(path: path, reason: DataFileError.notDataFile.description) }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            throw .unreadable(path: path, reason: "cannot map the file")
        }
        bytes = UnsafeRawBufferPointer(start: address, count: size)
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }
}

/// A blob section's little-endian words or bytes, read in place (no copy at
/// load), with the mapped file kept alive; a read past the end gives nil.
struct MappedArray: @unchecked Sendable {
    // Immutable view of `file`'s pages, which it keeps mapped: safe to share.
    private let file: MappedFile
    private let bytes: UnsafeRawBufferPointer

    init(_ section: KeyedSection) {
        file = section.owner
        bytes = section.data
    }

    var byteCount: Int { bytes.count }

    @inline(__always)
    func word(at index: Int) -> UInt32? {
        guard index >= 0, index < bytes.count / 4 else { return nil }
        return UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self))
    }

    @inline(__always)
    func byte(at index: Int) -> UInt8? {
        guard index >= 0, index < bytes.count else { return nil }
        return bytes[index]
    }
}
