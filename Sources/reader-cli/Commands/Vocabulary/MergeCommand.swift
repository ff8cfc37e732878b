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
        the status of its latest change, and a form override or reading position the later value. Your settings \
        (level, graduation_days, placement_size) stay: OTHER's fill only those you lack, and --take-settings takes \
        OTHER's instead; the summary names each setting on which the two differ. The sites allowed to capture \
        (capture_sites) are never taken: the summary names them, for you to allow on the Capture page of 'reader \
        serve'. The summary counts terms added, terms whose status changed, and the captures, review answers and \
        history entries added. Merging A into B gives the store that merging B into A gives, but for the settings \
        both hold (each keeps its own; merging A into B with --take-settings gives what merging B into A gives); \
        merging again changes nothing. OTHER is only read (a store from a copy, so its folder stays as it was).

        Examples:
          reader merge /media/usb/vocabulary.sqlite
          reader merge laptop-backup.json
          reader merge --take-settings laptop-backup.json
        """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The other store (.sqlite) or JSON backup; '-' reads a backup from stdin.")
    var other: String

    @Flag(help: "Take OTHER's settings (level, graduation_days, placement_size) where the two differ; yours stay otherwise.")
    var takeSettings = false

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
        let summary = try store.merge(backup, settings: takeSettings ? .takeTheirs : .keepMine) { [progress] in progress?.setDone($0) }
        progress?.finish()
        let writer = OutputWriter()
        for line in Self.summaryLines(summary, other: input.displayName) { try writer.write(ControlCharacterEscaping.singleLine(line) + "\n") }
        try writer.flush()
    }

    /// The summary: what changed for the learner, then each setting on which the two stores differed.
    static func summaryLines(_ summary: MergeSummary, other: String) -> [String] {
        let terms = summary.termsAdded + summary.statusChanged + summary.statusKept
        var lines = ["merged \(other): \(Plural.count(terms, "term")) (\(summary.termsAdded) added, \(summary.statusChanged) changed, "
            + "\(summary.statusKept) unchanged); \(Plural.count(summary.capturesAdded, "capture")), "
            + "\(Plural.count(summary.reviewsAdded, "review answer")) and \(Plural.count(summary.historyAdded, "history entry", plural: "history entries")) added"]
        for setting in summary.settings {
            let name = setting.name.rawValue
            switch (setting.mine, setting.taken) {
            case (nil, _): lines.append("setting \(name) taken: \(setting.theirs) (this store had none)")
            case let (mine?, true): lines.append("setting \(name) taken: \(setting.theirs) (was \(mine))")
            case let (mine?, false): lines.append("setting \(name) kept: \(mine) (the other has \(setting.theirs); --take-settings takes it)")
            }
        }
        if let line = CaptureSites.notImportedLine(summary.captureSitesNotImported) { lines.append(line) }
        return lines
    }
}
