import Foundation

/// An input opened once (`FilePath.openForReading`), the one descriptor every reading of it uses.
///
/// A named file is a regular file, read at any offset (`pread`), as often as wanted; anything else
/// (stdin, a pipe named as `<(...)`, `/dev/stdin`, `/proc/self/fd/N`, a FIFO) is a stream: opening it
/// a second time gives what the first opening left (its first bytes lost) or waits for a writer
/// that never comes. So a stream's first bytes, read to learn its format (`head`), are kept and
/// given out first by the reading that follows, on the same descriptor.
final class OpenedInput: @unchecked Sendable {
    /// The name in messages: the path, or `<stdin>`.
    let name: String
    /// A named regular file: readable again from any offset. Stdin is a stream even when it is
    /// redirected from a file, whose offset may not be at its start.
    let isRegularFile: Bool
    private let descriptor: Int32
    private let closesDescriptor: Bool
    private let lock = NSLock()
    /// A stream's bytes read ahead by `head`, not yet given out by `read`.
    private var kept: [UInt8] = []

    init(path: String?) throws {
        let isStdin = path == nil || path == "-"
        if isStdin { try StandardInput.requireOpen() }
        name = isStdin ? "<stdin>" : path!
        descriptor = try FilePath.openForReading(path)
        closesDescriptor = !isStdin
        var info = stat()
        isRegularFile = !isStdin && fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    deinit { if closesDescriptor { close(descriptor) } }

    /// The input's first `count` bytes (fewer when it is shorter), without using them up.
    func head(_ count: Int) throws -> [UInt8] {
        if isRegularFile { return try bytes(at: 0, count: count) }
        var bytes = [UInt8](repeating: 0, count: count)
        return try lock.withLock {
            while kept.count < count {
                let got = try bytes.withUnsafeMutableBytes { try systemRead(into: UnsafeMutableRawBufferPointer(rebasing: $0[..<(count - kept.count)])) }
                if got == 0 { break }
                kept += bytes[..<got]
            }
            return Array(kept.prefix(count))
        }
    }

    /// Up to `count` bytes of a regular file from `offset` (fewer at its end).
    func bytes(at offset: Int, count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = try bytes.withUnsafeMutableBytes { try read(into: UnsafeMutableRawBufferPointer(rebasing: $0[filled...]), at: offset + filled) }
            if got == 0 { break }
            filled += got
        }
        return Array(bytes[..<filled])
    }

    /// Reads into `buffer`: a regular file's bytes from `offset`; a stream's next bytes (the kept
    /// head first; `offset` is where the caller's reading stands, which a stream cannot choose).
    /// 0 at the end of the input.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws -> Int {
        guard buffer.count > 0 else { return 0 }
        if isRegularFile {
            while true {
                let count = pread(descriptor, buffer.baseAddress!, buffer.count, off_t(offset))
                if count >= 0 { return count }
                if errno != EINTR { throw failure() }
            }
        }
        return try lock.withLock {
            if kept.isEmpty { return try systemRead(into: buffer) }
            let count = min(kept.count, buffer.count)
            kept.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress!, byteCount: count) }
            kept.removeFirst(count)
            return count
        }
    }

    /// Copies the whole input (the kept head first) to `body` in pieces; for a regular file from its start.
    func forEachBlock(size: Int = 1 << 20, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        var buffer = [UInt8](repeating: 0, count: size)
        var offset = 0
        try buffer.withUnsafeMutableBytes { storage in
            while true {
                let count = try read(into: storage, at: offset)
                if count == 0 { return }
                try body(UnsafeRawBufferPointer(rebasing: storage[..<count]))
                offset += count
            }
        }
    }

    private func systemRead(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let count = Foundation.read(descriptor, buffer.baseAddress!, buffer.count)
            if count >= 0 { return count }
            if errno != EINTR { throw failure() }
        }
    }

    private func failure() -> CLIError {
        .unreadableInput(path: name, reason: String(cString: strerror(errno)))
    }
}
