import ArgumentParser

/// Subcommands for expand, collocations (phrase statistics).
enum PhraseCommands {
    static let all: [any ParsableCommand.Type] = [ExpandCommand.self, CollocationsCommand.self]
}
