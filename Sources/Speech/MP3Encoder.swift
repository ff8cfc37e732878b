import Foundation

/// An installed program that turns a WAV into an MP3 (a tenth of the size, and the form Anki's
/// shared decks use): LAME, else FFmpeg. Found on PATH when asked, never required.
public enum MP3Encoder: String, CaseIterable, Sendable {
    case lame
    case ffmpeg

    /// The first encoder on `searchPath` (PATH's form), with its executable; nil when none is installed.
    public static func find(searchPath: String) -> (encoder: MP3Encoder, executable: String)? {
        for encoder in allCases {
            if let executable = ExecutableSearch.path(of: encoder.rawValue, searchPath: searchPath) { return (encoder, executable) }
        }
        return nil
    }

    /// The MP3 bytes of each of `audios`, in order. Each is a process of its own that mostly waits
    /// to start and end, so they run side by side, one per core.
    public func encode(_ audios: [SpeechAudio], executable: String) throws(SpeechError) -> [[UInt8]] {
        let results = EncodedResults(count: audios.count)
        DispatchQueue.concurrentPerform(iterations: audios.count) { index in
            results.set(index, Result { () throws(SpeechError) in try encode(audios[index], executable: executable) })
        }
        var encoded: [[UInt8]] = []
        for result in results.values { encoded.append(try result.get()) }
        return encoded
    }

    /// The MP3 bytes of `audio`, made by running the encoder on temporary files.
    public func encode(_ audio: SpeechAudio, executable: String) throws(SpeechError) -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reader-mp3-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.wav")
        let output = folder.appendingPathComponent("out.mp3")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            try Data(audio.wavBytes).write(to: input)
        } catch {
            throw .encoderFailed(program: rawValue, reason: "cannot write a temporary file: \(SystemReason.of(error))")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments(input: input.path, output: output.path)
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do { try process.run() } catch { throw .encoderFailed(program: rawValue, reason: "cannot run it: \(SystemReason.of(error))") }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let firstLine = String(decoding: message, as: UTF8.self).split(separator: "\n").first.map(String.init)
        guard process.terminationStatus == 0 else {
            throw .encoderFailed(program: rawValue, reason: firstLine ?? "exit status \(process.terminationStatus)")
        }
        guard let bytes = try? Data(contentsOf: output), !bytes.isEmpty else {
            throw .encoderFailed(program: rawValue, reason: firstLine ?? "it wrote no MP3")
        }
        return [UInt8](bytes)
    }

    func arguments(input: String, output: String) -> [String] {
        switch self {
        case .lame: ["--quiet", input, output]
        case .ffmpeg: ["-nostdin", "-loglevel", "error", "-y", "-i", input, "-f", "mp3", output]
        }
    }
}

/// The encoders' results as they come in, from any thread.
private final class EncodedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<[UInt8], SpeechError>]

    init(count: Int) { results = Array(repeating: .success([]), count: count) }

    func set(_ index: Int, _ result: Result<[UInt8], SpeechError>) {
        lock.lock()
        defer { lock.unlock() }
        results[index] = result
    }

    var values: [Result<[UInt8], SpeechError>] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}
