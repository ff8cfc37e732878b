import Foundation

/// A program that plays a WAV file: the first of the known players found on PATH, or the one the
/// learner chose. It runs with its input and output detached, so it never draws into a screen.
public struct AudioPlayer: Equatable, Sendable {
    /// The program and the arguments that go before the file.
    public let command: [String]

    /// PipeWire, PulseAudio, ALSA, then FFmpeg: the order a Debian desktop most likely has them.
    public static let known: [AudioPlayer] = [
        AudioPlayer(command: ["pw-play"]),
        AudioPlayer(command: ["paplay"]),
        AudioPlayer(command: ["aplay", "-q"]),
        AudioPlayer(command: ["ffplay", "-nodisp", "-autoexit", "-loglevel", "error"]),
    ]

    public init(command: [String]) {
        self.command = command
    }

    /// The chosen player (a command line such as "mpv --really-quiet"), else the first known one
    /// on `searchPath` (PATH's form: folders joined by ':').
    public static func find(chosen: String?, searchPath: String) throws(SpeechError) -> (player: AudioPlayer, executable: String) {
        let candidates = chosen.map { [AudioPlayer(command: $0.split(separator: " ").map(String.init))] } ?? known
        for candidate in candidates {
            guard let name = candidate.command.first else { continue }
            if let executable = ExecutableSearch.path(of: name, searchPath: searchPath) { return (candidate, executable) }
        }
        throw .noPlayer(tried: candidates.compactMap(\.command.first))
    }

    /// Plays `wavFile` and waits until it ends; a player that fails (no device) is an error.
    public func play(wavFile: String, executable: String) throws(SpeechError) {
        let errors = Pipe()
        let process = spawn(wavFile: wavFile, executable: executable, errors: errors)
        do { try process.run() } catch { throw .playerFailed(player: command[0], reason: "cannot run it: \(SystemReason.of(error))") }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let firstLine = String(decoding: message, as: UTF8.self).split(separator: "\n").first.map(String.init)
            throw .playerFailed(player: command[0], reason: firstLine ?? "exit status \(process.terminationStatus)")
        }
    }

    /// Starts playing and returns at once; `finished` gets the file back when the player ends, to remove it.
    public func start(wavFile: String, executable: String, finished: @escaping @Sendable (String) -> Void) throws(SpeechError) {
        let process = spawn(wavFile: wavFile, executable: executable, errors: nil)
        process.terminationHandler = { _ in finished(wavFile) }
        do { try process.run() } catch { throw .playerFailed(player: command[0], reason: "cannot run it: \(SystemReason.of(error))") }
    }

    private func spawn(wavFile: String, executable: String, errors: Pipe?) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(command.dropFirst()) + [wavFile]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors ?? FileHandle.nullDevice
        return process
    }
}
