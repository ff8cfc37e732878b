import ArgumentParser
import Foundation
import ReaderEngine

/// Output formats of `score` and `batch`.
enum ReportFormat: String, CaseIterable, ExpressibleByArgument {
    case table
    case json
    case jsonl
    case csv
}

/// Whether the score table colours CEFR levels.
enum TableColorChoice: String, CaseIterable, ExpressibleByArgument {
    case auto
    case always
    case never

    /// auto: stdout is a terminal, `NO_COLOR` unset or empty, `TERM` not `dumb`.
    func enabled(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto:
            isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}

extension CEFRLevel: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.name) }
}

/// Options `score` and `batch` share.
struct ScoringOptions: ParsableArguments {
    @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .table

    @Option(help: ArgumentHelp("Learner level for the above-level share (A1 ... C2).", valueName: "level"))
    var level: CEFRLevel = .b1

    @Option(help: "Colour CEFR levels in the table: auto, always, never (auto honours NO_COLOR and TERM=dumb).")
    var color: TableColorChoice = .auto

    @Option(help: ArgumentHelp("How many of the most frequent new lemmas each record lists.", valueName: "n"))
    var topNew: Int = 10

    func validate() throws {
        guard topNew >= 0 else { throw ValidationError("--top-new must be 0 or more") }
    }

    func makeScorer(global: GlobalOptions) throws -> DifficultyScorer {
        try DifficultyScorer(data: try global.languageData(), vocabulary: try loadScoringVocabulary(global: global),
                         learnerLevel: level, topNewLimit: topNew)
    }
}
