import ArgumentParser

/// `reader collocations train|top`: build and inspect phrase statistics.
struct CollocationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "collocations",
        abstract: "Build or inspect phrase statistics (collocations).",
        subcommands: [CollocationsTrainCommand.self, CollocationsTopCommand.self]
    )
}
