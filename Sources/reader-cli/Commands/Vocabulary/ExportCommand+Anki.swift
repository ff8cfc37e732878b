import Foundation
import ReaderEngine
import Tokenizer

extension ExportCommand {
    /// `--format anki`: one Cloze note per captured sentence, tab-separated,
    /// each deck's before its sub-decks'.
    func writeAnkiNotes(from store: VocabularyStore, to writer: OutputWriter) throws {
        var notes: [AnkiNote] = []
        let skipped = try forEachCapture(in: store) { term, card in
            if let note = AnkiNote(term, card: card) { notes.append(note) }
        }
        try writer.write(AnkiExport.header)
        for note in AnkiExport.parentDecksFirst(notes) { try writer.write(AnkiExport.line(note)) }
        try reportSkipped(skipped, after: writer)
    }

    /// `--format apkg`: the same notes as a package Anki imports on a double
    /// click, written to stdout (never to a terminal: it is a zip archive).
    func writeAnkiPackage(from store: VocabularyStore, to writer: OutputWriter) throws {
        if isatty(STDOUT_FILENO) == 1 {
            throw CLIError.usage("an .apkg is a binary file; redirect it (reader export --format apkg > reader.apkg)")
        }
        var package = AnkiPackageWriter()
        let skipped = try forEachCapture(in: store) { term, card in
            if let note = AnkiNote(term, card: card) { package.add(note) }
        }
        let data = try package.package(at: try Clock.now())
        try data.withUnsafeBytes { try writer.write($0.bindMemory(to: UInt8.self)) }
        try reportSkipped(skipped, after: writer)
    }

    /// Calls `body` with each captured sentence and its card (the sense follows
    /// the part of speech in that sentence). Returns how many Learning terms
    /// had no sentence to make a note from.
    private func forEachCapture(in store: VocabularyStore, _ body: (CapturedTerm, CaptureCard) throws -> Void) throws -> Int {
        let builder = try Self.cardBuilder(global.languageData())
        let tokenizer = try Tokenizer()
        var skipped = 0
        try store.forEachCapturedTerm(status: status) { term in
            if let capture = term.capture {
                try body(term, builder.card(for: capture, status: term.status, change: .unchanged, level: nil,
                                            partOfSpeech: builder.sense.contextPartOfSpeech(of: capture, tokenizer: tokenizer)))
            } else if term.status == .learning {
                // Known and Ignored terms are not study cards; only Learning ones are missed.
                skipped += 1
            }
        }
        return skipped
    }

    private func reportSkipped(_ skipped: Int, after writer: OutputWriter) throws {
        guard skipped > 0 else { return }
        try writer.flush()
        StandardStreams.writeError("reader: \(Plural.count(skipped, "learning term")) without a captured sentence \(skipped == 1 ? "was" : "were") left out\n")
    }
}
