import ArgumentParser
import ReaderEngine

/// Options every subcommand shares.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Vocabulary store (default: $READER_DB, else $XDG_DATA_HOME/reader/vocabulary.sqlite).", valueName: "path"))
    var db: String?

    /// Loads the shipped language data (READER_DATA, the checkout's Corpora/, or an installed folder).
    func languageData() throws -> LanguageData {
        try LanguageData(location: DataLocation.locate())
    }
}
