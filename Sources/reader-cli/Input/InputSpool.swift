import Foundation

/// A copy of an input that cannot be read twice (stdin, a pipe): in memory up
/// to `limit` bytes, beyond that in an unlinked temporary file (gone when
/// closed, also on a crash), so reading a long text twice costs disk cache
/// rather than memory. Where no temporary file can be made, it stays in memory.
final class InputSpool {
    private let name: String
    private let limit: Int
    private var chunks: [[UInt8]] = []
    private var held = 0
    private var file: UnsafeMutablePointer<FILE>?

    init(name: String, limit: Int) {
        self.name = name
        self.limit = limit
    }

    deinit { if let file { fclose(file) } }

    func write(_ bytes: [UInt8]) throws {
        if let file { return try InputSpool.put(bytes, file, name) }
        chunks.append(bytes)
        held += bytes.count
        guard held > limit, let made = tmpfile() else { return }
        file = made
        for chunk in chunks { try InputSpool.put(chunk, made, name) }
        chunks = []
    }

    /// The copy from its start, in pieces of `size` bytes.
    func forEachChunk(size: Int = 1 << 20, _ body: ([UInt8]) throws -> Void) throws {
        guard let file else { return try chunks.forEach(body) }
        guard fflush(file) == 0, fseek(file, 0, SEEK_SET) == 0 else { throw InputSpool.failure(name) }
        var buffer = [UInt8](repeating: 0, count: size)
        while true {
            let count = fread(&buffer, 1, size, file)
            if count == 0 {
                if ferror(file) != 0 { throw InputSpool.failure(name) }
                return
            }
            try body(Array(buffer[..<count]))
        }
    }

    private static func put(_ bytes: [UInt8], _ file: UnsafeMutablePointer<FILE>, _ name: String) throws {
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { throw failure(name) }
    }

    private static func failure(_ name: String) -> CLIError {
        .unreadableInput(path: name, reason: "cannot keep a temporary copy to read it twice: \(String(cString: strerror(errno)))")
    }
}
