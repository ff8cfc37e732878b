import ArgumentParser
import Foundation
import ReaderEngine

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge another store (or a JSON backup) of the same learner into yours.",
        discussion: """
        OTHER is a vocabulary store (the SQLite file of another machine) or a backup from 'reader export --format \
        json'. Review answers are unioned (each answer once, wherever it was given); each card keeps the state \
        after its latest answer; captures, status history, decks and change batches are unioned; each term gets \
        the status of its latest change, and a form override, reading position or setting the later value, but \
        the sites allowed to capture (capture_sites) are never taken: the summary names them, for you to allow \
        on the Capture page of 'reader serve'. Merging A into B gives the store that merging B into A gives, and \
        merging again changes nothing. OTHER is only read (a store from a copy, so its folder stays as it was).

        Examples:
          reader merge /media/usb/vocabulary.sqlite
          reader merge laptop-backup.json
        """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The other store (.sqlite) or JSON backup; '-' reads a backup from stdin.")
    var other: String

    /// The other store's or backup's content, its kind told by its first bytes, read on the one
    /// descriptor that reads the rest: a pipe or FIFO is opened once. SQLite opens a store by
    /// its name, so a store from a pipe is read from a temporary copy.
    static func backup(of input: InputSource) throws -> VocabularyBackup {
        let opened = try input.opened()
        guard try opened.head(sqliteHeader.count) == sqliteHeader else { return try VocabularyBackup.decode(Data(try input.readAll())) }
        return try TemporaryCopy.withFile(of: opened, suffix: ".sqlite") { try VocabularyStore.backup(ofStoreAt: $0) }
    }

    /// The first bytes of every SQLite database file.
    static let sqliteHeader = Array("SQLite format 3\u{0}".utf8)

    func run() throws {
        let input = InputSource(path: other, format: .text)
        // Read (and checked) before this store is opened: a refused merge leaves it as it was.
        let backup = try Self.backup(of: input)
        try ImportValidation.validate(backup)
        let store = try global.openStore()
        let progress = ProgressBar.ifTerminal(total: backup.terms.count, unit: "terms")
        let summary = try store.merge(backup) { [progress] in progress?.setDone($0) }
        progress?.finish()
        let writer = OutputWriter()
        try writer.write("merged \(ControlCharacterEscaping.singleLine(input.displayName)): \(Plural.count(summary.added + summary.changed + summary.unchanged, "term")) "
            + "(\(summary.added) added, \(summary.changed) changed, \(summary.unchanged) unchanged); "
            + "\(Plural.count(summary.captures, "capture")) and \(Plural.count(summary.reviews, "review answer")) added\n")
        if let line = CaptureSites.notImportedLine(summary.captureSitesNotImported) { try writer.write(ControlCharacterEscaping.singleLine(line) + "\n") }
        try writer.flush()
    }
}
