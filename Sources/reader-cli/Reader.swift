import ArgumentParser

@main
struct Reader: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reader",
        abstract: "Read real English texts: see new words, capture phrases, score difficulty.",
        discussion: """
        Settings (\(SettingKey.allCases.map(\.rawValue).joined(separator: ", "))) come from the command-line flag, else a \
        READER_* environment variable, else $XDG_CONFIG_HOME/reader/config.toml (see 'reader config --help'). \
        Exit codes follow sysexits: 64 usage, 65 bad input data, 66 missing input, 69 a program or data missing, \
        70 internal error, 73 cannot create, 74 I/O error, 75 store busy or port in use, 77 not permitted.

        Examples:
          reader init --level B1
          reader read chapter.txt
          reader score chapter.txt
          reader help read
        """,
        version: "reader \(ReaderVersion.number)",
        subcommands: TextCommands.all + VocabularyCommands.all + ReadingCommands.all + PhraseCommands.all
            + ScoringCommands.all + DictionaryCommands.all + ReviewCommands.all + [ConfigCommand.self, VersionCommand.self]
    )

    /// Runs the command and turns every error into one line on stderr and a sysexits code.
    static func main() {
        StandardInput.noteIfClosed()
        StandardStreams.reserveClosedOutputs()
        do {
            try CommandSuggestion.check(Array(CommandLine.arguments.dropFirst()), root: Reader.self)
            var command = try parseAsRoot()
            try command.run()
            try StandardStreams.checkBufferedOutput()
        } catch {
            ErrorReporting.exit(with: error)
        }
    }
}
