import ArgumentParser

/// Subcommands for define, family, show, say (the dictionary) and compile-data and train-tagger (hidden).
enum DictionaryCommands {
    static let all: [any ParsableCommand.Type] = [
        DefineCommand.self, FamilyCommand.self, ShowCommand.self, SayCommand.self, CompileDataCommand.self, TrainTaggerCommand.self,
    ]
}

/// `--format` of define and family.
enum DictionaryFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
}
