import ArgumentParser
import Foundation
import ReaderEngine
import Speech
import Tokenizer

struct SayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "say",
        abstract: "Speak words, or the word (or sentence) at a byte offset of a text, with eSpeak NG.",
        discussion: """
        'reader say TERM...' speaks the words. 'reader say FILE --at BYTE' speaks the word at that UTF-8 byte \
        offset; with --sentence, its sentence. Sound is played through the first player found on PATH \
        (pw-play, paplay, aplay, ffplay) or the 'player' setting; --out writes a WAV file instead. The voice \
        is eSpeak NG's formant synthesis: clear but robotic, and it works offline. Cards keep CMUdict's IPA \
        where eSpeak says a word differently. At most \(SpokenText.limit) characters are spoken at a time: a longer text \
        is cut at the last space before that, with a note on stderr. No player or no voice data: exit 69; an unknown \
        voice: exit 64; an --out path that is a device, FIFO, folder or link: exit 73, left as it is.
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions

    @Argument(help: "Words or quoted phrases; with --at, the text file ('-' or nothing: stdin).")
    var terms: [String] = []

    @Option(parsing: .unconditional, help: TapOffset.help)
    var at: Int?

    @Flag(help: "With --at: speak the whole sentence around the word.")
    var sentence = false

    @Option(help: ArgumentHelp("eSpeak NG voice: a language such as en-us or en-gb (default: the 'voice' setting, else en-us).",
                               valueName: "voice"))
    var voice: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Speaking rate in words per minute (80-450).", valueName: "wpm"))
    var rate: Int = SpeechSynthesizer.defaultRate

    @Option(help: ArgumentHelp("Write the speech to this WAV file instead of playing it.", valueName: "file"))
    var out: String?

    func validate() throws {
        if at == nil && terms.isEmpty { throw ValidationError("give words to say, or FILE --at BYTE") }
        if at != nil && terms.count > 1 { throw ValidationError("--at takes one file") }
        try TapOffset.validate(at)
        if sentence && at == nil { throw ValidationError("--sentence needs --at") }
        if !SpeechSynthesizer.rates.contains(rate) {
            throw ValidationError("--rate must be between \(SpeechSynthesizer.rates.lowerBound) and \(SpeechSynthesizer.rates.upperBound) words per minute")
        }
    }

    func run() throws {
        let speaker = Speaker(settings: try global.settings(Settings(voice: voice)).effective)
        let spoken = SpokenText(try at.map { try spokenText(at: $0) } ?? terms.joined(separator: ", "))
        if let out {
            // The arguments' errors first, then the output's, before the slow synthesis.
            try SpeechSynthesizer.shared.checkVoice(speaker.voice)
            try OutputFile.checkTarget(out, content: Speaker.wavContent)
        }
        if spoken.wasCut {
            StandardStreams.writeError("reader: the text is \(NumberText.grouped(spoken.requestedCount)) characters long; saying its first "
                                       + "\(NumberText.grouped(spoken.text.count)) (at most \(NumberText.grouped(SpokenText.limit)) at a time)\n")
        }
        let text = spoken.text
        if let out {
            try Speaker.write(try SpeechSynthesizer.shared.synthesize(text, voice: speaker.voice, rate: rate), to: out)
        } else {
            try speaker.speak(text, rate: rate, waiting: true)
        }
    }

    /// The word at `offset` as written, or its sentence.
    private func spokenText(at offset: Int) throws -> String {
        let tokenizer = try Tokenizer()
        let text = try input.source(terms.first).piece(containing: offset, tokenizer: tokenizer, lemmatizer: nil)
        let index = try CaptureTarget.offset(offset).locate(in: text, tokenizer: tokenizer).lowerBound
        return sentence ? ContextSentence(around: index, in: text).text : text.text(of: text.tokens[index])
    }
}
