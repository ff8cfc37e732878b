import ArgumentParser

/// Subcommands for tokens, lemma.
enum TextCommands {
    static let all: [any ParsableCommand.Type] = [TokensCommand.self, LemmaCommand.self]
}
