import ArgumentParser

@main
struct Reader: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reader",
        abstract: "Read real English texts: see new words, capture phrases, score difficulty.",
        subcommands: TextCommands.all + VocabularyCommands.all + ReadingCommands.all + PhraseCommands.all
            + ScoringCommands.all + DictionaryCommands.all + ReviewCommands.all
    )

    /// Runs the command and turns every error into one line on stderr and a sysexits code.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            ErrorReporting.exit(with: error)
        }
    }
}
