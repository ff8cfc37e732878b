import Foundation

/// The files a batch run scores, in a stable order: each argument in turn, a
/// directory's files sorted by path. Hidden files (".name") inside directories are
/// left out; files named explicitly are always taken.
struct BatchInputs {
    struct File {
        let path: String
        let size: Int
    }

    /// Readable-looking files to score, and arguments that failed already (missing, unlistable).
    private(set) var files: [File] = []
    private(set) var failures: [(path: String, error: CLIError)] = []

    init(arguments: [String], recursive: Bool) {
        let manager = FileManager.default
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                failures.append((argument, .missingInput(path: argument)))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(File(path: argument, size: BatchInputs.size(of: argument)))
                continue
            }
            guard let found = BatchInputs.list(directory: argument, recursive: recursive) else {
                failures.append((argument, .unreadableInput(path: argument, reason: "cannot list the directory")))
                continue
            }
            files += found
        }
    }

    var totalBytes: Int { files.reduce(0) { $0 + $1.size } }

    /// Regular files in `directory` (and below it when `recursive`), sorted, hidden names
    /// skipped. Read with readdir, so names that are not UTF-8 are listed too.
    private static func list(directory: String, recursive: Bool) -> [File]? {
        var files: [File] = []
        guard walk(FilePath.systemBytes(for: directory), recursive: recursive, into: &files) else { return nil }
        return files.sorted { $0.path < $1.path }
    }

    private static func walk(_ raw: [CChar], recursive: Bool, into files: inout [File]) -> Bool {
        guard let folder = opendir(raw) else { return false }
        defer { closedir(folder) }
        let rawBase = Array(raw.dropLast()).reversed().drop { $0 == CChar(UInt8(ascii: "/")) }.reversed()
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }.map { CChar(bitPattern: $0) }
            guard let first = name.first, first != CChar(UInt8(ascii: ".")) else { continue }
            let path = Array(rawBase) + [CChar(UInt8(ascii: "/"))] + name + [0]
            let child = FilePath.name(ofListed: path)
            // Symlinked files count; symlinked folders are not followed (no loops).
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFLNK, stat(path, &info) != 0 || info.st_mode & S_IFMT != S_IFREG { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG: files.append(File(path: child, size: Int(info.st_size)))
            case S_IFDIR where recursive: _ = walk(path, recursive: true, into: &files)
            default: break
            }
        }
        return true
    }

    private static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? NSNumber)?.intValue ?? 0
    }
}
