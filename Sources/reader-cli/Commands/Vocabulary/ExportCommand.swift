import ArgumentParser
import Foundation
import ReaderEngine
import Speech
import Tokenizer

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write your vocabulary to stdout as CSV, Anki flash cards or a JSON backup.",
        discussion: """
        csv: RFC 4180, one row per term with its latest capture (columns term, lemma, kind, status, sentence, \
        source, start, end, sentence_start, note, captured, updated, ipa, sense). anki: tab-separated Cloze notes \
        for Anki's File > Import, one per captured sentence: the sentence with the term as {{c1::...}}, then lemma \
        with its IPA, part of speech, frequency badge, CEFR level, the sense for the part of speech in context \
        and the source's file name; the deck is 'reader' or 'reader::DECK' after the term's deck; terms never \
        captured have no sentence and are left out. --audio (anki, apkg): a sound per note that says its \
        word (eSpeak NG, in --voice or the 'voice' setting), MP3 when lame or ffmpeg is installed, else WAV, \
        named by a [sound:...] in Back Extra; apkg carries the files, anki writes them to a folder beside the \
        output file (cards.txt: cards.media/; or --media-dir) to copy into Anki's collection.media. json: everything in the store, for \
        'reader import --format json', each capture with its IPA and chosen sense (derived: import ignores them).

        Examples:
          reader export --format anki > cards.txt
          reader export --format apkg > reader.apkg
          reader export --format apkg --audio --voice en-gb > reader.apkg
          reader export --format csv --status learning > learning.csv
          reader export --format json > backup.json
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var native: NativeOption

    @Option(help: "Output format: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ExportFormat

    @Option(help: "Only terms with this status (csv, anki, apkg).")
    var status: WordStatus?

    @Flag(help: "anki, apkg: a sound file per note that says its word (MP3 when lame or ffmpeg is installed, else WAV).")
    var audio = false

    @Option(help: ArgumentHelp("With --audio: eSpeak NG voice, such as en-us or en-gb (default: the 'voice' setting, else en-us).",
                               valueName: "voice"))
    var voice: String?

    @Option(help: ArgumentHelp("With --audio and --format anki: the folder for the sound files (default: beside the output file, "
                               + "cards.txt: cards.media).", valueName: "folder"))
    var mediaDir: String?

    @Flag(help: "apkg: a second card per note asked from your own language (--native or the 'native' setting), where the sense has words in it.")
    var produce = false

    func validate() throws {
        // The tab-separated file takes Anki's stock Cloze type, whose style cannot keep the two cards' halves apart.
        if produce && format != .apkg { throw ValidationError("--produce applies to --format apkg (its note type shows each card its half)") }
        if format == .json && status != nil { throw ValidationError("a json backup holds every term; --status does not apply") }
        if audio && format != .anki && format != .apkg { throw ValidationError("--audio applies to --format anki and apkg") }
        if voice != nil && !audio { throw ValidationError("--voice needs --audio") }
        if mediaDir != nil && !(audio && format == .anki) { throw ValidationError("--media-dir applies to --format anki with --audio") }
    }

    func run() throws {
        // A voice eSpeak lacks, or no place for the sound files, fails before anything is read or written.
        let sounds = try audio ? AnkiAudio(voice: global.settings(Settings(voice: voice)).effective.voice ?? SpeechSynthesizer.defaultVoice) : nil
        let soundFolder = try format == .anki && audio ? mediaDir ?? Self.folderBesideOutput() : nil
        if produce, try native.nativeDictionary(location: ProcessEnvironment.dataLocation(), settings: global.settings()) == nil {
            throw CLIError.usage("--produce asks from your own language: set it with --native CODE or 'reader config set native CODE'")
        }
        let store = try global.openStore(.readOnly)
        var writer = OutputWriter()
        // Every format carries each capture's card: its IPA and the sense its sentence gives it.
        switch format {
        case .json:
            // The language data and the dictionary, loaded at the first capture: a store of marked
            // words alone is backed up without them.
            var loaded: (builder: CaptureBuilder, tokenizer: Tokenizer)?
            try store.writeBackup(to: &writer, details: { capture, status in
                let (builder, tokenizer) = try loaded ?? (cardBuilder(global.languageData()), Tokenizer())
                loaded = (builder, tokenizer)
                return builder.card(for: capture, status: status, tokenizer: tokenizer)
            })
            try writer.write("\n")
        case .csv:
            let builder = try cardBuilder(global.languageData())
            let tokenizer = try Tokenizer()
            try writer.write(VocabularyCSV.header)
            try store.forEachEntry(status: status, includingLatestCapture: true) { entry in
                // A captured term's card leads with the sense its sentence gives it; others' with the most frequent.
                let card = entry.latestCapture.map { builder.card(for: $0, status: entry.status, tokenizer: tokenizer) }
                    ?? builder.dictionary?.entry(for: entry.term, lemma: entry.lemma).map { CardFacts(entry: $0, status: entry.status) }
                try writer.write(VocabularyCSV.record(entry, card: card))
            }
        case .anki:
            try writeAnkiNotes(from: store, to: writer, sounds: sounds, soundFolder: soundFolder)
        case .apkg:
            try writeAnkiPackage(from: store, to: writer, sounds: sounds)
        }
        try writer.flush()
    }

    /// Cards with the dictionary's IPA, chosen sense and its translation, for the exports.
    func cardBuilder(_ data: LanguageData) throws -> CaptureBuilder {
        CaptureBuilder(data: data, partsOfSpeech: try PartOfSpeechTable(location: data.location),
                       dictionary: try native.dictionary(location: data.location, settings: try global.settings()))
    }
}
