import CSpeech
import Foundation

/// Text to speech through eSpeak NG (formant synthesis: clear, robotic, offline). eSpeak keeps
/// one global synthesizer per process, so every call goes through one lock.
public final class SpeechSynthesizer: @unchecked Sendable {
    /// The rates eSpeak accepts, in words per minute (its default is 175).
    public static let rates = 80...450
    public static let defaultRate = 175
    public static let defaultVoice = "en-us"

    public static let shared = SpeechSynthesizer()

    private let lock = NSLock()
    private var sampleRate: Int?

    private init() {}

    /// Speech for `text` in `voice` (a language such as en-us or en-gb, or a voice name); of its first
    /// `SpokenText.limit` characters only (a caller that tells the learner makes the `SpokenText` itself).
    public func synthesize(_ text: String, voice: String = defaultVoice, rate: Int = defaultRate) throws(SpeechError) -> SpeechAudio {
        guard Self.rates.contains(rate) else { throw .rateOutOfRange(rate) }
        let text = SpokenText(text).text
        guard text.contains(where: { !$0.isWhitespace }) else { throw .emptyText }
        lock.lock()
        defer { lock.unlock() }
        let sampleRate = try started()
        guard reader_speech_select_voice(voice) == 0 else {
            throw .unknownVoice(voice, available: Self.languages(prefix: "en"))
        }
        var buffer: UnsafeMutablePointer<Int16>?
        let count = reader_speech_synthesize(text, Int32(rate), &buffer)
        defer { free(buffer) }
        guard count >= 0 else { throw .synthesisFailed }
        let samples = buffer.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? []
        return SpeechAudio(samples: samples, sampleRate: sampleRate)
    }

    /// Throws `unknownVoice` when no installed voice answers to `voice`: checked before a long job
    /// (an export with audio) starts, so it fails at once rather than after its first note.
    public func checkVoice(_ voice: String) throws(SpeechError) {
        lock.lock()
        defer { lock.unlock() }
        _ = try started()
        guard reader_speech_select_voice(voice) == 0 else { throw .unknownVoice(voice, available: Self.languages(prefix: "en")) }
    }

    /// The installed voices' languages that start with `prefix` ("en": en, en-gb, en-us...).
    public func voiceLanguages(prefix: String = "en") throws(SpeechError) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        _ = try started()
        return Self.languages(prefix: prefix)
    }

    private func started() throws(SpeechError) -> Int {
        if let sampleRate { return sampleRate }
        let rate = reader_speech_start()
        if rate == -2 { throw .libraryMissing }
        guard rate > 0 else { throw .voiceDataMissing }
        sampleRate = Int(rate)
        return Int(rate)
    }

    private static func languages(prefix: String) -> [String] {
        guard let text = reader_speech_voice_languages(prefix) else { return [] }
        defer { free(text) }
        return String(cString: text).split(separator: "\n").map(String.init)
    }
}
