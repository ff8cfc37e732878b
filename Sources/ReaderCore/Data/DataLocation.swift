import Foundation

/// Where the shipped data (`Corpora/`) lives. Looked for, in order:
/// `READER_DATA`, the `Corpora/` of the checkout the binary was built in
/// (found from the executable's real path, then from this source file's
/// path), and the installed share folders.
public struct DataLocation: Sendable, Equatable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// The file that proves a folder holds the data.
    static let marker = "lemma/forms.tsv"

    public static let installedFolders = ["/usr/local/share/reader", "/usr/share/reader"]

    /// Finds the data or throws `DataError.notFound` listing every place tried.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                              executablePath: String? = CommandLine.arguments.first) throws -> DataLocation {
        var tried: [String] = []
        if let explicit = environment["READER_DATA"], !explicit.isEmpty {
            let url = URL(fileURLWithPath: explicit)
            if holdsData(url) { return DataLocation(directory: url) }
            throw DataError.notFound(tried: ["READER_DATA=\(explicit)"])
        }
        for candidate in checkoutCandidates(executablePath: executablePath) + installedFolders.map(URL.init(fileURLWithPath:)) {
            if holdsData(candidate) { return DataLocation(directory: candidate) }
            tried.append(candidate.path)
        }
        throw DataError.notFound(tried: tried)
    }

    public func url(_ relativePath: String) -> URL { directory.appendingPathComponent(relativePath) }

    private static func holdsData(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(marker).path)
    }

    /// `Corpora/` in each ancestor of the real executable path, then of this source file.
    private static func checkoutCandidates(executablePath: String?) -> [URL] {
        var candidates: [URL] = []
        if let executablePath {
            let resolved = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
            var folder = resolved.deletingLastPathComponent()
            while folder.path != "/" && !folder.path.isEmpty {
                candidates.append(folder.appendingPathComponent("Corpora"))
                folder = folder.deletingLastPathComponent()
            }
        }
        let sourceRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let fromSource = sourceRoot.appendingPathComponent("Corpora")
        if !candidates.contains(fromSource) { candidates.append(fromSource) }
        return candidates
    }
}

/// Problems finding or reading the shipped data.
public enum DataError: Error, Equatable, CustomStringConvertible {
    case notFound(tried: [String])
    case unreadable(path: String, reason: String)
    case malformed(path: String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let tried):
            "language data not found (looked in: \(tried.joined(separator: ", "))); set READER_DATA to the Corpora folder"
        case .unreadable(let path, let reason): "cannot read language data \(path): \(reason)"
        case .malformed(let path, let reason): "language data \(path) is malformed: \(reason)"
        }
    }
}
