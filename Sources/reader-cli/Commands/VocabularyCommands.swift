import ArgumentParser

/// Subcommands for init, placement, mark, capture, import, export, merge, list, stats (the vocabulary store).
enum VocabularyCommands {
    static let all: [any ParsableCommand.Type] = [
        InitCommand.self, PlacementCommand.self, MarkCommand.self, CaptureCommand.self, ImportCommand.self, ExportCommand.self, MergeCommand.self, ListCommand.self,
        StatsCommand.self,
    ]
}
