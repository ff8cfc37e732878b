import Foundation
import ReaderEngine
import Tokenizer

extension ExportCommand {
    /// `--format anki`: one Cloze note per captured sentence, tab-separated,
    /// each deck's before its sub-decks', each card leading with the sense its
    /// sentence gives the word. With `sounds`, their files are
    /// written to `soundFolder` (made if missing) before the first line.
    func writeAnkiNotes(from store: VocabularyStore, to writer: OutputWriter, sounds: AnkiAudio?, soundFolder: String?) throws {
        var sounds = sounds
        var notes: [AnkiNote] = []
        let skipped = try forEachCapture(in: store) { card, capture in
            notes.append(AnkiNote(card, capture: capture, sound: sounds?.file(saying: AnkiNote.spokenWord(of: card))))
        }
        if let sounds, let soundFolder { try Self.write(sounds, into: soundFolder) }
        try writer.write(AnkiExport.header)
        for note in AnkiExport.parentDecksFirst(notes) { try writer.write(AnkiExport.line(note)) }
        try reportSkipped(skipped, after: writer)
    }

    /// `--format apkg`: the same notes as a package Anki imports on a double
    /// click, written to stdout (never to a terminal: it is a zip archive).
    func writeAnkiPackage(from store: VocabularyStore, to writer: OutputWriter, sounds: AnkiAudio?) throws {
        if isatty(STDOUT_FILENO) == 1 {
            throw CLIError.usage("an .apkg is a binary file; redirect it (reader export --format apkg > reader.apkg)")
        }
        var sounds = sounds
        var package = AnkiPackageWriter()
        let skipped = try forEachCapture(in: store) { card, capture in
            package.add(AnkiNote(card, capture: capture, sound: sounds?.file(saying: AnkiNote.spokenWord(of: card)), produce: produce))
        }
        try sounds?.makeFiles { name, bytes in package.addMedia(bytes, named: name) }
        let data = try package.package(at: try Clock.now())
        try data.withUnsafeBytes { try writer.write($0.bindMemory(to: UInt8.self)) }
        try reportSkipped(skipped, after: writer)
    }

    /// Calls `body` with each captured sentence and its card (leading with the sense
    /// that sentence gives the word). Returns how many Learning terms
    /// had no sentence to make a note from.
    private func forEachCapture(in store: VocabularyStore, _ body: (CardFacts, Capture) throws -> Void) throws -> Int {
        let builder = try cardBuilder(global.languageData())
        let tokenizer = try Tokenizer()
        var skipped = 0
        try store.forEachCapturedTerm(status: status) { term in
            if let capture = term.capture {
                try body(builder.card(for: capture, status: term.status, decks: term.decks, tokenizer: tokenizer), capture)
            } else if term.status == .learning {
                // Known and Ignored terms are not study cards; only Learning ones are missed.
                skipped += 1
            }
        }
        return skipped
    }

    /// The folder for the tab-separated file's sounds when no --media-dir is
    /// given: beside the file stdout is redirected to (cards.txt: cards.media).
    static func folderBesideOutput() throws -> String {
        var info = stat()
        guard fstat(STDOUT_FILENO, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              let output = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/1"), output.hasPrefix("/")
        else {
            throw CLIError.usage("--audio writes sound files beside the output file: redirect it to a file "
                                 + "(reader export --format anki --audio > cards.txt), or give --media-dir FOLDER")
        }
        return URL(fileURLWithPath: output).deletingPathExtension().path + ".media"
    }

    private static func write(_ sounds: AnkiAudio, into folder: String) throws {
        try OutputFile.makeFolder(folder)
        try sounds.makeFiles { name, bytes in
            try OutputFile.write(Array(bytes), to: folder + "/" + name, content: "the sound")
        }
    }

    private func reportSkipped(_ skipped: Int, after writer: OutputWriter) throws {
        guard skipped > 0 else { return }
        try writer.flush()
        StandardStreams.writeError("reader: \(Plural.count(skipped, "learning term")) without a captured sentence \(skipped == 1 ? "was" : "were") left out\n")
    }
}
