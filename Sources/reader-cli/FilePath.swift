import Foundation

/// Opening a file named on the command line. File names are bytes, not text:
/// an argument that is not UTF-8 (`caf\351.txt`) reaches Swift with U+FFFD in
/// it, so the original bytes of that argument are what is opened.
enum FilePath {
    /// The bytes to hand to open(2) for `path`: the command-line argument it
    /// was decoded from when decoding replaced bytes, else its UTF-8.
    static func systemBytes(for path: String) -> [CChar] {
        if path.unicodeScalars.contains("\u{FFFD}") {
            if let listed = listedNames.raw(for: path) { return listed }
            for index in 0..<Int(CommandLine.argc) {
                guard let raw = CommandLine.unsafeArgv[index] else { continue }
                let bytes = UnsafeBufferPointer(start: raw, count: strlen(raw) + 1)
                let decoded = String(decoding: UnsafeRawBufferPointer(bytes).dropLast(), as: UTF8.self)
                if decoded == path { return Array(bytes) }
            }
        }
        return Array(path.utf8CString)
    }

    /// Raw names of files found by listing folders whose names are not UTF-8, by their decoded name.
    private static let listedNames = ListedNames()

    /// The name to use in Swift for a file found in a folder listing, whose
    /// raw bytes `systemBytes(for:)` then gives back (NUL-terminated `raw`).
    static func name(ofListed raw: [CChar]) -> String {
        let name = String(decoding: raw.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if name.unicodeScalars.contains("\u{FFFD}") { listedNames.add(raw, for: name) }
        return name
    }

    /// A descriptor for reading `path` (`-` or nil: stdin), with an error that
    /// says what is wrong: missing, permission denied (EACCES is not ENOENT),
    /// a folder (also one on stdin), or the system's reason.
    static func openForReading(_ path: String?) throws -> Int32 {
        let name = path ?? "<stdin>"
        var descriptor = STDIN_FILENO
        if let path, path != "-" {
            descriptor = systemBytes(for: path).withUnsafeBufferPointer { open($0.baseAddress!, O_RDONLY | O_CLOEXEC) }
            if descriptor < 0 {
                switch errno {
                case ENOENT, ENOTDIR: throw CLIError.missingInput(path: name)
                case EACCES: throw CLIError.unreadableInput(path: name, reason: "permission denied")
                default: throw CLIError.unreadableInput(path: name, reason: String(cString: strerror(errno)))
                }
            }
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            if descriptor != STDIN_FILENO { close(descriptor) }
            throw CLIError.inputIsDirectory(path: path == "-" ? "<stdin>" : name)
        }
        return descriptor
    }
}

/// Decoded name -> raw bytes, shared by the threads of a batch run.
private final class ListedNames: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String: [CChar]] = [:]

    func add(_ raw: [CChar], for name: String) { lock.withLock { names[name] = raw } }
    func raw(for name: String) -> [CChar]? { lock.withLock { names[name] } }
}
