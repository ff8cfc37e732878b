import Foundation

/// A stream's bytes (a pipe named as `<(...)` or `/dev/stdin`) copied to a new file in the temporary
/// folder, for readers that seek in a file by its name (an EPUB's or an Anki package's zip, a SQLite
/// store). The copy is removed once they are done.
enum TemporaryCopy {
    /// A pipe fed without end would fill the disk: the copy stops here.
    static let limit = 2 << 30

    /// Calls `body` with the path of `input` as a file: a regular file's own, else a copy's.
    static func withFile<Result>(of input: OpenedInput, suffix: String, _ body: (String) throws -> Result) throws -> Result {
        if input.isRegularFile { return try body(input.name) }
        // A folder of its own: SQLite leaves its -wal and -shm files beside the copy.
        var template = Array((FileManager.default.temporaryDirectory.path + "/reader-copy-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { throw failure(input.name) }
        let folder = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/input" + suffix
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure(input.name) }
        do {
            defer { close(descriptor) }
            var copied = 0
            try input.forEachBlock { block in
                copied += block.count
                guard copied <= limit else {
                    throw CLIError.unreadableInput(path: input.name, reason: "more than \(limit >> 30) GB from a pipe; save it to a file first")
                }
                guard OutputFile.writeAll(block, to: descriptor) else { throw failure(input.name) }
            }
        }
        return try body(path)
    }

    private static func failure(_ name: String) -> CLIError {
        .unreadableInput(path: name, reason: "cannot copy it to a temporary file to read it: \(String(cString: strerror(errno)))")
    }
}
