import Foundation

/// A text input named on the command line: a file path, or `-`/nothing for stdin.
/// Read in pieces so large files never sit in memory whole.
struct InputSource {
    let path: String?

    var displayName: String { path ?? "<stdin>" }

    /// A title for a page made from this input: the file's name.
    var title: String {
        guard let path, path != "-" else { return "Text from standard input" }
        return (path as NSString).lastPathComponent
    }

    /// Someone who runs a command without a file at a terminal learns why it waits.
    static func announceStdinIfTerminal() {
        if isatty(STDIN_FILENO) == 1 { FileHandle.standardError.write(Data("reader: reading from stdin (Ctrl-D to end)\n".utf8)) }
    }

    /// Opens the input, failing with a clear error for missing, unreadable and folder inputs.
    func open() throws -> FileHandle {
        if path == nil { InputSource.announceStdinIfTerminal() }
        let descriptor = try FilePath.openForReading(path)
        return descriptor == STDIN_FILENO ? FileHandle.standardInput : FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Calls `body` with successive pieces of the input; rejects binary data (NUL bytes).
    func forEachChunk(size: Int = 1 << 20, _ body: ([UInt8]) throws -> Void) throws {
        let handle = try open()
        defer { if path != nil && path != "-" { try? handle.close() } }
        while true {
            let data: Data
            do {
                data = try handle.read(upToCount: size) ?? Data()
            } catch {
                throw CLIError.unreadableInput(path: displayName, reason: error.localizedDescription)
            }
            if data.isEmpty { return }
            let bytes = [UInt8](data)
            if bytes.contains(0) { throw CLIError.binaryInput(path: displayName) }
            try body(bytes)
        }
    }

    /// The whole input (for commands that need all of it at once).
    func readAll() throws -> [UInt8] {
        var all: [UInt8] = []
        try forEachChunk { all.append(contentsOf: $0) }
        return all
    }
}
