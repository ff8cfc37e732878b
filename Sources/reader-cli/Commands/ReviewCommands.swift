import ArgumentParser

/// Subcommands for review, finish, undo (the learner's loop after capture).
enum ReviewCommands {
    static let all: [any ParsableCommand.Type] = [ReviewCommand.self, FinishCommand.self, UndoCommand.self]
}
