import ArgumentParser
import Foundation
import ReaderEngine
import Tokenizer

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add terms to your vocabulary store from a word list, a CSV file, a JSON backup or an Anki package.",
        discussion: """
        words: one word or phrase per line (blank lines and lines starting with # are skipped), each stored by \
        its lemma with --status (default known). csv: a header line naming the columns; 'term' is required, \
        and lemma, kind, status, sentence, source, start, end, sentence_start, note, captured are used when \
        present (the columns 'reader export --format csv' writes); rows without a status get --status. json: a \
        backup from 'reader export --format json', merged in as 'reader merge' does (into an empty store: restored \
        as it was), all or nothing; importing it again changes nothing. Every record is checked \
        before anything is written (a bad one stops the import, naming its line or index); words and csv \
        imports are then committed every \(VocabularyStore.importBatchSize) terms, so an interrupted import \
        keeps what it committed. apkg (implied by a .apkg or .colpkg file): an Anki package; the words \
        its notes teach become Known (a mature review card) or Learning, never lowering a status you set; \
        --with-schedule also brings each card's schedule and FSRS state.

        Examples:
          reader import words.txt --format words --status learning
          reader import vocabulary.csv --format csv
          reader import backup.json --format json
          reader import deck.apkg --with-schedule
        """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "File to import; '-' reads stdin.")
    var file: String

    @Option(help: "Input format: \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", ")) (apkg: implied by a .apkg or .colpkg file).")
    var format: ImportFormat?

    @Option(help: "Status for terms that do not carry one (words, csv): \(WordStatus.allValueStrings.joined(separator: ", ")).")
    var status: WordStatus = .known

    @Flag(help: "apkg: also give each term's card Anki's schedule (FSRS state and due date).")
    var withSchedule = false

    func validate() throws {
        if format == .json && status != .known { throw ValidationError("--status does not apply to a json backup") }
        if format == nil && !ImportFormat.isAnkiPackage(file) { throw ValidationError("say which format with --format") }
        if withSchedule && !isAnki { throw ValidationError("--with-schedule applies to Anki packages (--format apkg)") }
    }

    private var isAnki: Bool { (format ?? .apkg) == .apkg }

    func run() throws {
        // A backup or CSV file is data, never a document to extract; a word list may be one.
        let input = InputSource(path: file, format: format == .words ? nil : .text)
        // Read lazily: an Anki package is read as a zip by its own importer, not as text.
        let text = { String(decoding: try input.readAll(), as: UTF8.self) }
        // The file is parsed and checked before the store is opened: a refused import leaves the store file as it was.
        var progress: ProgressBar?
        let summary: ImportSummary
        switch format ?? .apkg {
        case .apkg:
            return try importAnkiPackage()
        case .json:
            let backup = try VocabularyBackup.decode(Data(try text().utf8))
            try ImportValidation.validate(backup)
            let store = try global.openStore()
            progress = ProgressBar.ifTerminal(total: backup.terms.count, unit: "terms")
            // A backup merges in with its own batches, so it is not one itself.
            summary = try store.merge(backup) { [progress] in progress?.setDone($0) }
        case .words, .csv:
            let text = try text()
            let data = try global.languageData()
            let tokenizer = try Tokenizer()
            let lemmatize = { (text: String) in try Term(parsing: text, lemmatizer: data.lemmatizer, tokenizer: tokenizer) }
            let now = try Clock.now()
            let records = format == .csv
                ? try VocabularyCSV.records(text, defaultStatus: status, now: now, lemmatize: lemmatize)
                : WordList.records(text, status: status, lemmatize: lemmatize)
            try ImportValidation.validate(records)
            let store = try global.openStore()
            progress = ProgressBar.ifTerminal(total: records.count, unit: "terms")
            summary = try store.recordingBatch(.import, label: input.displayName, at: now) {
                try store.importRecords(records, at: now) { [progress] in progress?.setDone($0) }
            }
        }
        progress?.finish()
        let writer = OutputWriter()
        var line = "imported \(Plural.count(summary.records, "term")): \(summary.added) added, \(summary.changed) changed, "
            + "\(summary.unchanged) unchanged, \(Plural.count(summary.forms, "form")), \(Plural.count(summary.captures, "capture"))"
        if format == .json { line += ", \(Plural.count(summary.reviews, "review answer"))" }
        try writer.write(line + "\n")
        if let sites = CaptureSites.notImportedLine(summary.captureSitesNotImported) { try writer.write(ControlCharacterEscaping.singleLine(sites) + "\n") }
        try writer.flush()
    }
}

