import Foundation

/// Runs the built `reader` binary (next to the test bundle) with a clean
/// environment, feeding stdin and capturing stdout, stderr and the exit code.
struct ReadCommandRunner {
    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    static let binary: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("reader")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("reader")
    }()

    /// The Corpora/ samples of this checkout.
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpora/samples")

    /// `environment` comes on top of PATH, HOME and a READER_DB in a fresh temporary folder.
    static func run(_ arguments: [String], stdin: String = "", environment: [String: String] = [:]) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reader-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var variables = ["PATH": "/usr/bin:/bin", "HOME": folder.path, "READER_DB": folder.appendingPathComponent("vocabulary.sqlite").path]
        variables.merge(environment) { $1 }
        process.environment = variables
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
                      status: process.terminationStatus)
    }
}
