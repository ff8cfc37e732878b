/// Why speech could not be made or played.
public enum SpeechError: Error, Equatable, Sendable {
    /// eSpeak NG itself is not installed (Debian: libespeak-ng1), so it could not be loaded.
    case libraryMissing
    /// eSpeak NG's voice data is not installed (Debian: espeak-ng-data).
    case voiceDataMissing
    /// No installed voice has this language or name; `available` lists the English ones.
    case unknownVoice(String, available: [String])
    /// A speaking rate outside what eSpeak accepts.
    case rateOutOfRange(Int)
    /// Nothing to say (empty or only spaces).
    case emptyText
    case synthesisFailed
    /// None of the players was found on PATH.
    case noPlayer(tried: [String])
    /// The player ran but failed (no audio device, no sound server): its own first line.
    case playerFailed(player: String, reason: String)
    /// The MP3 encoder (lame, ffmpeg) ran but made no MP3: its own first line.
    case encoderFailed(program: String, reason: String)
}
