import Foundation
import Glibc

/// The one way a command writes a file named on its command line (`say --out`, `collocations train
/// --out`, the sounds of an Anki export, the data compilers): a temporary file in the target's
/// folder, written whole and synced, then renamed over the target. A failed run never leaves half a
/// file, and only a regular file or nothing is replaced: a device (`/dev/full`, even as root), a
/// FIFO, a socket, a folder or a symbolic link at the path is refused (exit 73) and left as it is.
enum OutputFile {
    /// Writes `bytes` as the file at `path`; `content` names them in the refusal ("the model").
    static func write(_ bytes: [UInt8], to path: String, content: String) throws {
        try checkTarget(path, content: content)
        let folder = (path as NSString).deletingLastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.reader-out-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw CLIError.cannotCreate(path: path, reason: reason(errno)) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: Int32?
        let written = bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
        if !written || fchmod(descriptor, mode(replacing: path)) != 0 || fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(temporary)
            throw CLIError.outputFailed(reason: "\(path): \(reason(failure))")
        }
        do {
            // Checked again just before the rename: something may have appeared at the path meanwhile.
            try checkTarget(path, content: content)
            guard rename(temporary, path) == 0 else { throw CLIError.cannotCreate(path: path, reason: reason(errno)) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// mkdir -p, with the system's reason when it fails (Foundation's is a bare "operation could not
    /// be completed").
    static func makeFolder(_ path: String) throws {
        guard !path.isEmpty else { return }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path, !FileManager.default.fileExists(atPath: parent) { try makeFolder(parent) }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw CLIError.cannotCreate(path: path, reason: reason(errno)) }
    }

    /// Writes every byte to `descriptor`, retrying after signals; false on an error (in `errno`).
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Throws unless `path` names nothing yet or a regular file (not followed if it is a link): checked
    /// again by `write`, and first by a command before slow work (`say` before it synthesises).
    static func checkTarget(_ path: String, content: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            // Nothing there is what a new file needs; any other reason (a folder on the way that is a
            // file, one this user may not search) is why it cannot be created.
            if errno == ENOENT { return }
            throw CLIError.cannotCreate(path: path, reason: reason(errno))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw CLIError.outputNotRegularFile(path: path, content: content) }
    }

    /// The replaced file's permissions, else those a new file gets (0666 less the umask).
    private static func mode(replacing path: String) -> mode_t {
        var info = stat()
        if lstat(path, &info) == 0 { return info.st_mode & 0o7777 }
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    private static func reason(_ code: Int32) -> String {
        code == EACCES ? "permission denied" : String(cString: strerror(code))
    }
}
