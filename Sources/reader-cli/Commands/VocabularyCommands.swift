import ArgumentParser

/// Subcommands for init, mark, capture, import, export, list (the vocabulary store).
enum VocabularyCommands {
    static let all: [any ParsableCommand.Type] = []
}
