import ArgumentParser

/// Subcommands for read (annotated text).
enum ReadingCommands {
    static let all: [any ParsableCommand.Type] = [ReadCommand.self, OpenCommand.self, ServeCommand.self]
}
