import Foundation
import ReaderEngine
import Tokenizer

extension ExportCommand {
    /// `--format anki`: one Cloze note per captured sentence, each with its own
    /// card (the sense follows the part of speech in that sentence).
    func writeAnkiNotes(from store: VocabularyStore, to writer: OutputWriter) throws {
        let builder = try Self.cardBuilder(global.languageData())
        let tokenizer = try Tokenizer()
        try writer.write(AnkiExport.header)
        var skipped = 0
        try store.forEachCapturedTerm(status: status) { term in
            let card = term.capture.map { capture in
                builder.card(for: capture, status: term.status, change: .unchanged, level: nil,
                             partOfSpeech: builder.sense.contextPartOfSpeech(of: capture, tokenizer: tokenizer))
            }
            if let note = AnkiExport.note(for: term, card: card) {
                try writer.write(note)
            } else if term.status == .learning {
                // Known and Ignored terms are not study cards; only Learning ones are missed.
                skipped += 1
            }
        }
        if skipped > 0 {
            try writer.flush()
            StandardStreams.writeError("reader: \(Plural.count(skipped, "learning term")) without a captured sentence \(skipped == 1 ? "was" : "were") left out\n")
        }
    }
}
