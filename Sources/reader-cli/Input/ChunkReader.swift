import Documents
import Foundation

/// The one loop that reads text input: a file (or stdin for nil / "-") in
/// pieces into one reused buffer. Foundation's `FileHandle.read(upToCount:)`
/// allocates a fresh buffer of the requested size on every call, which cost more
/// than scoring itself when a batch holds thousands of short articles.
///
/// A leading UTF-8 byte-order mark is not text: it is skipped, and offsets
/// still count from the input's first byte (the first chunk after a BOM starts
/// at offset 3). NUL bytes mean binary input; a closed stdin is refused.
final class ChunkReader {
    private var buffer: [UInt8]

    init(size: Int = 1 << 20) {
        buffer = [UInt8](repeating: 0, count: max(size, ByteOrderMark.utf8.count))
    }

    var chunkSize: Int { buffer.count }

    /// Calls `body` with each chunk of the text and the offset of its first byte in the whole input;
    /// a regular file from byte `start` on (past a byte-order mark, which is then not looked for).
    func forEachChunk(path: String?, from start: Int = 0, _ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Void) throws {
        try forEachChunk(of: OpenedInput(path: path), from: start, body)
    }

    /// The same for an input already opened (`InputSource` opens each input once).
    func forEachChunk(of input: OpenedInput, from start: Int = 0, _ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Void) throws {
        let skip = start >= ByteOrderMark.utf8.count && input.isRegularFile ? start : 0
        try buffer.withUnsafeMutableBufferPointer { storage in
            var offset = skip
            var atStart = skip == 0
            while true {
                var count = try ChunkReader.read(input, into: storage, from: 0, at: offset)
                if count == 0 { return }
                var skipped = 0
                if atStart {
                    // A pipe may deliver the mark in parts: read on until it is whole or ruled out.
                    while count < ByteOrderMark.utf8.count, ByteOrderMark.utf8.starts(with: storage[..<count]) {
                        let more = try ChunkReader.read(input, into: storage, from: count, at: offset + count)
                        if more == 0 { break }
                        count += more
                    }
                    if storage[..<count].starts(with: ByteOrderMark.utf8) { skipped = ByteOrderMark.utf8.count }
                    atStart = false
                }
                let text = UnsafeBufferPointer(rebasing: storage[skipped..<count])
                if !text.isEmpty {
                    if memchr(text.baseAddress!, 0, text.count) != nil { throw CLIError.binaryInput(path: input.name) }
                    try body(text, offset + skipped)
                }
                offset += count
            }
        }
    }

    /// Bytes read into `storage` from index `start`, the input's bytes from `offset`: 0 at its end.
    private static func read(_ input: OpenedInput, into storage: UnsafeMutableBufferPointer<UInt8>, from start: Int,
                             at offset: Int) throws -> Int {
        try input.read(into: UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(storage)[start...]), at: offset)
    }
}
