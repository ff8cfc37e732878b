import Foundation
import ReaderEngine

/// The one way a command reads a folder (`batch`, `collocations train`): its
/// regular files, sorted by path, hidden names (".name") left out. Read with
/// readdir, so names that are not UTF-8 are listed too. Anything else inside
/// (a FIFO, a device, a socket, a broken link) is skipped and named in
/// `skipped`: opening a FIFO would wait for a writer forever.
struct FolderListing {
    struct File {
        let path: String
        let size: Int
    }

    /// An entry that is not a regular file; `kind` is nil for a link to nothing.
    struct Skipped {
        let path: String
        let kind: FileKind?

        /// One line on stderr: "reader: skipped lib/pipe: it is a FIFO (named pipe), not a regular file".
        func note() {
            let what = kind.map { "it is \($0.description)" } ?? "it is a symbolic link to nothing"
            StandardStreams.writeError("reader: skipped \(ControlCharacterEscaping.singleLine(path)): \(what), not a regular file\n")
        }
    }

    private(set) var files: [File] = []
    private(set) var skipped: [Skipped] = []

    /// Lists `directory` (and the folders below it when `recursive`), keeping
    /// the names `include` accepts; nil when the folder cannot be listed.
    /// Symbolic links to files count; links to folders are not followed (no loops).
    init?(directory: String, recursive: Bool, include: (String) -> Bool = { _ in true }) {
        guard walk(FilePath.systemBytes(for: directory), recursive: recursive, include: include) else { return nil }
        files.sort { $0.path < $1.path }
        skipped.sort { $0.path < $1.path }
    }

    private mutating func walk(_ raw: [CChar], recursive: Bool, include: (String) -> Bool) -> Bool {
        guard let folder = opendir(raw) else { return false }
        defer { closedir(folder) }
        let rawBase = Array(raw.dropLast()).reversed().drop { $0 == CChar(UInt8(ascii: "/")) }.reversed()
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }.map { CChar(bitPattern: $0) }
            guard let first = name.first, first != CChar(UInt8(ascii: ".")) else { continue }
            let path = Array(rawBase) + [CChar(UInt8(ascii: "/"))] + name + [0]
            let child = FilePath.name(ofListed: path)
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if FileKind(mode: info.st_mode) == .symbolicLink {
                guard stat(path, &info) == 0 else {
                    if include(child) { skipped.append(Skipped(path: child, kind: nil)) }
                    continue
                }
                if FileKind(mode: info.st_mode) == .directory { continue }
            }
            switch FileKind(mode: info.st_mode) {
            case .directory: if recursive { _ = walk(path, recursive: true, include: include) }
            case .regularFile: if include(child) { files.append(File(path: child, size: Int(info.st_size))) }
            case let kind: if include(child) { skipped.append(Skipped(path: child, kind: kind)) }
            }
        }
        return true
    }
}
