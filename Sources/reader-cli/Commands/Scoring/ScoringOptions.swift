import ArgumentParser
import Foundation
import ReaderEngine

extension ScoreFormat: ExpressibleByArgument {}

extension CEFRLevel: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.name) }
    /// Help shows `B1`, a value the user can type, not the raw value 3.
    public var defaultValueDescription: String { name }
    public static var allValueDescriptions: [String: String] { [:] }
}

/// Options `score` and `batch` share.
struct ScoringOptions: ParsableArguments {
    @Option(help: "Output format.")
    var format: ScoreFormat = .table

    @Option(help: ArgumentHelp("Your level for the above-level share: A1, A2, B1, B2, C1 or C2 (default: 'level' in the config file, else the level given to 'reader init', else B1).",
                               valueName: "level"))
    var level: CEFRLevel?

    @Option(help: "Colour CEFR levels in the table: auto, always, never (default: auto, which honours NO_COLOR and TERM=dumb).")
    var color: ColorChoice?

    @Option(parsing: .unconditional, help: ArgumentHelp("How many of the most frequent new lemmas each record lists.", valueName: "n"))
    var topNew: Int = 10

    @Flag(help: "One record per chapter (section) of each EPUB, HTML or Markdown document, naming it; other inputs get one record.")
    var byChapter = false

    func validate() throws {
        guard topNew >= 0 else { throw ValidationError("--top-new must be 0 or more") }
    }

    /// The scorer, and whether the table colours its CEFR levels.
    func makeScorer(global: GlobalOptions) throws -> (scorer: DifficultyScorer, tableColors: Bool) {
        let settings = try global.settings(Settings(color: color, level: level))
        let vocabulary = try global.learnerVocabulary(settings: settings)
        let data = try global.languageData()
        let scorer = DifficultyScorer(data: data, vocabulary: vocabulary.snapshot,
                                      learnerLevel: settings.effective.level ?? vocabulary.storedLevel ?? .b1,
                                      topNewLimit: topNew, families: settings.families(data))
        let terminal = TerminalEnvironment(variables: settings.environment, stdoutIsTerminal: isatty(STDOUT_FILENO) == 1)
        let colors = terminal.allowsColor(settings.effective.color ?? .auto)
        return (scorer, colors)
    }
}
