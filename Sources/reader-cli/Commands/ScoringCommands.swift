import ArgumentParser

/// Subcommands for score, batch (difficulty).
enum ScoringCommands {
    static let all: [any ParsableCommand.Type] = [ScoreCommand.self, BatchCommand.self]
}
