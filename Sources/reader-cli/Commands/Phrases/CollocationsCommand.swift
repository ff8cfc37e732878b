import ArgumentParser

/// `reader collocations train|top`: build and inspect phrase statistics.
struct CollocationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "collocations",
        abstract: "Build or inspect phrase statistics (collocations).",
        discussion: """
        Examples:
          reader collocations train Corpora/prose --out my.phrases
          reader collocations top -n 10
        """,
        subcommands: [CollocationsTrainCommand.self, CollocationsTopCommand.self]
    )
}
