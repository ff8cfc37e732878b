import ArgumentParser

struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "version",
        abstract: "Print the version of reader (as 'reader --version' does).",
        discussion: """
        Examples:
          reader version
          reader --version
        """
    )

    func run() throws {
        try StandardStreams.writeOutput(Reader.configuration.version + "\n")
    }
}
