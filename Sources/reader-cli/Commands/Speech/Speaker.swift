import Foundation
import Speech

/// Speaks text with the learner's voice and player settings: `say` waits for the sound to end;
/// `open` and `review` start it and go on, so the screen never freezes while it plays.
struct Speaker {
    let voice: String
    let player: String?

    init(settings: Settings) {
        voice = settings.voice ?? SpeechSynthesizer.defaultVoice
        player = settings.player
    }

    func speak(_ text: String, rate: Int = SpeechSynthesizer.defaultRate, waiting: Bool) throws {
        let audio = try SpeechSynthesizer.shared.synthesize(text, voice: voice, rate: rate)
        let (found, executable) = try AudioPlayer.find(chosen: player, searchPath: ProcessEnvironment.searchPath)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reader-say-\(getpid())-\(UUID().uuidString).wav").path
        try Speaker.write(audio, to: file)
        if waiting {
            defer { try? FileManager.default.removeItem(atPath: file) }
            try found.play(wavFile: file, executable: executable)
        } else {
            do {
                try found.start(wavFile: file, executable: executable) { try? FileManager.default.removeItem(atPath: $0) }
            } catch {
                try? FileManager.default.removeItem(atPath: file)
                throw error
            }
        }
    }

    static func write(_ audio: SpeechAudio, to path: String) throws {
        try OutputFile.write(audio.wavBytes, to: path, content: wavContent)
    }

    /// What a WAV file is called in `OutputFile`'s refusal.
    static let wavContent = "the speech"
}
