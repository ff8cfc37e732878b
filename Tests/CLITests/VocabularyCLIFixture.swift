import Foundation

/// Runs the built `reader` binary (found next to the test bundle) against a
/// temporary store, for end-to-end tests of the vocabulary commands.
final class VocabularyCLI {
    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    let folder: URL
    var db: String { folder.appendingPathComponent("vocabulary.sqlite").path }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reader-cli-vocabulary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The products folder holding both the test bundle and `reader`.
    static let binary: URL = {
        var candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        for folder in candidates {
            let url = folder.appendingPathComponent("reader")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        fatalError("reader binary not found near \(Bundle.main.bundleURL.path); build it with 'swift build' first")
    }()

    /// Runs `reader args...` with `--db` pointing at this fixture's store
    /// (unless `useDB` is false) and `stdin` as standard input.
    func run(_ arguments: [String], stdin: String = "", useDB: Bool = true,
             environment extra: [String: String] = [:], executable: URL = VocabularyCLI.binary) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments + (useDB ? ["--db", db] : [])
        var environment = ProcessInfo.processInfo.environment
        environment["READER_DB"] = nil
        environment["HOME"] = folder.path
        environment["XDG_DATA_HOME"] = nil
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        process.currentDirectoryURL = folder
        let input = Pipe(), output = Pipe()
        // stderr goes to a file: reading two pipes would need a second thread.
        let errorURL = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: errorURL.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errorURL.path])
        }
        let errors = try FileHandle(forWritingTo: errorURL)
        defer { try? FileManager.default.removeItem(at: errorURL) }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        try errors.close()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
                      status: process.terminationStatus)
    }

    /// Writes a text file into the fixture folder and returns its path.
    func file(_ name: String, _ content: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(content.utf8).write(to: url)
        return url.path
    }

    /// `reader list --format jsonl` parsed into (lemma, status) pairs, sorted.
    func listed(_ arguments: [String] = []) throws -> [String: String] {
        let result = try run(["list", "--format", "jsonl"] + arguments)
        var pairs: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            if let lemma = object?["lemma"] as? String, let status = object?["status"] as? String { pairs[lemma] = status }
        }
        return pairs
    }
}
