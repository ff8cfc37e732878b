import Foundation
import ReaderEngine
import Tokenizer

extension ImportCommand {
    /// `--format apkg` (a `.apkg` or `.colpkg`): Anki's words marked Known or
    /// Learning by the rules of `AnkiVocabulary`, in one undoable batch.
    func importAnkiPackage() throws {
        guard file != "-" else { throw CLIError.usage("an Anki package is read from a file, not from stdin") }
        // A zip is read by seeking in it: a pipe's bytes are copied to a file first.
        let collection = try TemporaryCopy.withFile(of: OpenedInput(path: file), suffix: ".apkg") {
            try AnkiPackage.read(URL(fileURLWithPath: $0))
        }
        let vocabulary = AnkiVocabulary(collection)
        let data = try global.languageData()
        let tokenizer = try Tokenizer()
        let (terms, unreadable) = vocabulary.terms { text in
            try Term(parsing: text, lemmatizer: data.lemmatizer, tokenizer: tokenizer)
        }
        let store = try global.openStore()
        let now = try Clock.now()
        let summary = try store.recordingBatch(.import, label: file, at: now) {
            try store.importAnki(terms, withSchedule: withSchedule, at: now)
        }
        var line = "imported \(Plural.count(collection.notes.count, "Anki note")): \(Plural.count(terms.count, "term")), "
            + "\(summary.added) added, \(summary.raised) made known, \(summary.unchanged) unchanged, "
            + "\(Plural.count(summary.captures, "capture"))"
        if withSchedule { line += ", \(Plural.count(summary.scheduled, "card")) scheduled, \(summary.keptCards) kept" }
        let skipped = vocabulary.skippedNotes + unreadable
        if skipped > 0 { line += "; \(Plural.count(skipped, "note")) without a word or short phrase skipped" }
        let writer = OutputWriter()
        try writer.write(line + "\n")
        try writer.flush()
    }
}
