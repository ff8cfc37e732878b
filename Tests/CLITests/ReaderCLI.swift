import Foundation
import Testing

/// The one way CLI tests run `reader`: the built binary (next to the test
/// bundle), a clean environment (PATH, HOME and READER_DB in a scratch folder
/// of this fixture, removed with it), stdin from a file, and stdout, stderr
/// and the exit status captured. Runs of one fixture share its store.
final class ReaderCLI {
    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32

        /// stdout parsed as JSON lines.
        var jsonLines: [[String: Any]] {
            stdout.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
        }
    }

    /// The checkout: the working directory of every run unless a test names another.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let samples = repository.appendingPathComponent("Corpora/samples").path

    static let binary: URL? = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("reader")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// Scratch folder: HOME of the runs, and where the store and test files go.
    let folder: URL
    /// The store every run uses (READER_DB); missing until a command creates it.
    var db: String { folder.appendingPathComponent("vocabulary.sqlite").path }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reader-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Runs `reader arguments...`. `environment` comes on top of the clean one;
    /// `unsetting` removes variables from it (READER_DB, to test the default store);
    /// `executable` runs another program (a shell) in the same environment instead.
    func run(_ arguments: [String], stdin: String = "", environment: [String: String] = [:], unsetting: [String] = [],
             in directory: URL? = nil, executable: URL? = nil) throws -> Result {
        let binary = try #require(Self.binary, "the reader binary is built next to the test bundle")
        let run = UUID().uuidString
        let inURL = folder.appendingPathComponent("stdin-\(run)")
        let outURL = folder.appendingPathComponent("stdout-\(run)")
        let errURL = folder.appendingPathComponent("stderr-\(run)")
        defer { for url in [inURL, outURL, errURL] { try? FileManager.default.removeItem(at: url) } }
        try Data(stdin.utf8).write(to: inURL)
        try Data().write(to: outURL)
        try Data().write(to: errURL)

        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? Self.repository
        var variables = ["PATH": "/usr/bin:/bin", "HOME": folder.path, "READER_DB": db]
        variables.merge(environment) { $1 }
        for key in unsetting { variables[key] = nil }
        process.environment = variables
        // Files, not pipes: nothing to drain while the process runs.
        let input = try FileHandle(forReadingFrom: inURL)
        let output = try FileHandle(forWritingTo: outURL)
        let errors = try FileHandle(forWritingTo: errURL)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        for handle in [input, output, errors] { try handle.close() }
        return Result(stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
                      status: process.terminationStatus)
    }

    /// Writes a file into the scratch folder and returns its path.
    @discardableResult
    func file(_ name: String, _ content: String) throws -> String {
        try file(name, Array(content.utf8))
    }

    @discardableResult
    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// An executable shell script in the scratch folder, written by a child shell: a write descriptor
    /// held by this process could leak into a sibling test's fork and make running it fail (ETXTBSY).
    @discardableResult
    func script(_ name: String, _ body: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        let result = try run(["-c", "mkdir -p \"$(dirname \"$1\")\" && printf '#!/bin/sh\\n%s\\n' \"$2\" > \"$1\" && chmod 755 \"$1\"", "sh", path, body],
                             executable: URL(fileURLWithPath: "/bin/sh"))
        guard result.status == 0 else { throw CocoaError(.fileWriteUnknown) }
        return path
    }

    /// A text file with a name of its own in the scratch folder; returns its path.
    func textFile(_ content: String) throws -> String {
        try file("text-\(UUID().uuidString).txt", content)
    }

    /// A folder of files (relative name -> contents) inside the scratch folder.
    func folder(_ name: String, _ files: [String: [UInt8]]) throws -> URL {
        for (file, bytes) in files { try self.file(name + "/" + file, bytes) }
        return folder.appendingPathComponent(name)
    }

    /// `reader list --format jsonl` as lemma -> status.
    func listed(_ arguments: [String] = []) throws -> [String: String] {
        var pairs: [String: String] = [:]
        for object in try run(["list", "--format", "jsonl"] + arguments).jsonLines {
            if let lemma = object["lemma"] as? String, let status = object["status"] as? String { pairs[lemma] = status }
        }
        return pairs
    }
}
