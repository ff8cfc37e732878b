import ArgumentParser
import ReaderEngine

/// Options every subcommand shares.
struct GlobalOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Vocabulary store (default: $READER_DB, else 'db' in the config file, else $XDG_DATA_HOME/reader/vocabulary.sqlite).",
                               valueName: "path"))
    var db: String?

    /// Loads the shipped language data (READER_DATA, the checkout's Corpora/, or an installed folder).
    func languageData() throws -> LanguageData {
        try LanguageData(location: ProcessEnvironment.dataLocation())
    }

    /// The settings of this run: `flags` plus `--db`, over `READER_*`, over the
    /// config file (left out when broken and `tolerant`: see `SettingsResolver`).
    func settings(_ flags: Settings = Settings(), tolerant: Bool = false) throws -> SettingsResolver {
        var flags = flags
        flags.db = db
        return try SettingsResolver(flags: flags, tolerant: tolerant)
    }
}
