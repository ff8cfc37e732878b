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

    private static func list(directory: String, recursive: Bool) -> [File]? {
        let manager = FileManager.default
        let base = URL(fileURLWithPath: directory)
        var paths: [String] = []
        if recursive {
            guard let walker = manager.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey],
                                                  options: [.skipsHiddenFiles]) else { return nil }
            for case let url as URL in walker where isRegularFile(url) {
                paths.append(join(directory, url.path.dropFirst(base.path.count)))
            }
        } else {
            guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return nil }
            for name in names where !name.hasPrefix(".") {
                let path = join(directory, "/" + name)
                if isRegularFile(URL(fileURLWithPath: path)) { paths.append(path) }
            }
        }
        return paths.sorted().map { File(path: $0, size: size(of: $0)) }
    }

    /// Keeps the directory as the user typed it ("samples/x.txt", not an absolute path).
    private static func join(_ directory: String, _ rest: Substring) -> String {
        (directory.hasSuffix("/") ? String(directory.dropLast()) : directory) + rest
    }

    private static func isRegularFile(_ url: URL) -> Bool {
        (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
    }

    private static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? NSNumber)?.intValue ?? 0
    }
}
