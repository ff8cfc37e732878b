import Foundation

/// Reads a file (or stdin for nil / "-") in pieces into one reused buffer, with
/// the same errors as `InputSource`. Foundation's `FileHandle.read(upToCount:)`
/// allocates a fresh buffer of the requested size on every call, which cost more
/// than scoring itself when a batch holds thousands of short articles.
final class ChunkReader {
    private var buffer: [UInt8]

    init(size: Int = 1 << 20) {
        buffer = [UInt8](repeating: 0, count: size)
    }

    func forEachChunk(path: String?, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        let isStdin = path == nil || path == "-"
        let name = path.flatMap { $0 == "-" ? nil : $0 } ?? "<stdin>"
        let descriptor = try FilePath.openForReading(path)
        defer { if !isStdin { close(descriptor) } }
        try buffer.withUnsafeMutableBufferPointer { storage in
            while true {
                let count = read(descriptor, storage.baseAddress, storage.count)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw CLIError.unreadableInput(path: name, reason: String(cString: strerror(errno)))
                }
                if count == 0 { return }
                if memchr(storage.baseAddress!, 0, count) != nil { throw CLIError.binaryInput(path: name) }
                try body(UnsafeBufferPointer(start: storage.baseAddress, count: count))
            }
        }
    }
}
