import Foundation
import ReaderEngine
import Speech

/// The sounds of an Anki export with `--audio`: one file per word a note
/// teaches, as its sentence has it (`AnkiNote.spokenWord`), in the learner's voice, MP3 when lame or ffmpeg is
/// installed (looked up on PATH each run), else WAV. Notes of the same word
/// share its file.
struct AnkiAudio {
    let voice: String
    private let encoder: (encoder: MP3Encoder, executable: String)?
    private var words: [(file: String, word: String)] = []
    private var files = Set<String>()

    /// Fails at once on a voice eSpeak does not have, before any note is made.
    init(voice: String) throws {
        try SpeechSynthesizer.shared.checkVoice(voice)
        self.voice = voice
        encoder = MP3Encoder.find(searchPath: ProcessEnvironment.searchPath)
    }

    /// The file name that says `word`, for the note's `[sound:...]`.
    mutating func file(saying word: String) -> String {
        let name = AnkiMedia.soundFileName(word: word, voice: voice, fileExtension: encoder == nil ? "wav" : "mp3")
        if files.insert(name).inserted { words.append((name, word)) }
        return name
    }

    /// Synthesises each file asked for (MP3s encoded side by side) and hands over its bytes, in the order asked.
    func makeFiles(_ body: (_ name: String, _ bytes: Data) throws -> Void) throws {
        let audios = try words.map { try SpeechSynthesizer.shared.synthesize($0.word, voice: voice) }
        let bytes = try encoder.map { try $0.encoder.encode(audios, executable: $0.executable) } ?? audios.map(\.wavBytes)
        for (file, content) in zip(words.map(\.file), bytes) { try body(file, Data(content)) }
    }
}
