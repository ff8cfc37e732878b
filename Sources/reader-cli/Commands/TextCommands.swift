import ArgumentParser

/// Subcommands for tokens, lemma, extract.
enum TextCommands {
    static let all: [any ParsableCommand.Type] = [TokensCommand.self, LemmaCommand.self, ExtractCommand.self]
}
