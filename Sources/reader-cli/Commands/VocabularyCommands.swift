import ArgumentParser

/// Subcommands for init, mark, capture, import, export, merge, list, stats (the vocabulary store).
enum VocabularyCommands {
    static let all: [any ParsableCommand.Type] = [
        InitCommand.self, MarkCommand.self, CaptureCommand.self, ImportCommand.self, ExportCommand.self, MergeCommand.self, ListCommand.self,
        StatsCommand.self,
    ]
}
