import Foundation
import ReaderEngine

/// The browser's scripts and stylesheet: the files of `Sources/ReaderServer/Web`, which SwiftPM copies into the
/// resource bundle beside the binary and `make install` into the data folder's `web/`, read once when the server
/// starts. A file may hold `/*include:NAME*/` on a line of its own (another file's text: the overlay that the
/// bookmarklet's script and the userscript share is written once), `/*json:NAME*/null` (a JSON value the server
/// fills in: the engine's facts, an address) and, in the userscript's header comment only, `{{NAME}}` (plain text).
struct WebAssets: Sendable {
    private let files: [String: String]

    /// The folder SwiftPM makes of this target's resources, beside the executable.
    static let bundleFolder = "reader_ReaderServer.resources/Web"
    /// The folder `make install` copies them to, in the data folder.
    static let installedFolder = "web"

    /// Reads every file of the first folder that has them: the bundle beside the real executable, then the installed data's.
    static func load(executablePath: String? = CommandLine.arguments.first, data: DataLocation) throws -> WebAssets {
        var folders: [URL] = []
        if let executablePath {
            folders.append(URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent(bundleFolder))
        }
        folders.append(data.url(installedFolder))
        guard let folder = folders.first(where: { FileManager.default.fileExists(atPath: $0.appendingPathComponent("shared.js").path) }) else {
            throw DataError.notFound(tried: folders.map(\.path))
        }
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return WebAssets(files: files)
    }

    /// The file `name` with its includes and values filled in (`json` values are JSON text); `engine` is always
    /// the engine's facts (`BrowserFacts`) unless `json` gives it.
    func text(_ name: String, json: [String: String] = [:], plain: [String: String] = [:]) -> String {
        var text = included(name)
        for (key, value) in json.merging(["engine": BrowserFacts.json], uniquingKeysWith: { given, _ in given }) {
            text = text.replacingOccurrences(of: "/*json:\(key)*/null", with: value)
        }
        for (key, value) in plain { text = text.replacingOccurrences(of: "{{\(key)}}", with: value) }
        return text
    }

    private func included(_ name: String) -> String {
        (files[name] ?? "").split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("/*include:"), trimmed.hasSuffix("*/") else { return String(line) }
            let inner = included(String(trimmed.dropFirst("/*include:".count).dropLast(2)))
            return inner.hasSuffix("\n") ? String(inner.dropLast()) : inner
        }.joined(separator: "\n")
    }
}
