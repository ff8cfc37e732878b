import Foundation
import ReaderEngine

/// What `score` and `batch` share after scoring: print the records, report
/// each skipped input on stderr in input order, and fail with a summary if any were skipped.
struct ScoringRun {
    let options: ScoringOptions
    /// Whether the table colours CEFR levels (decided once, by `ScoringOptions.makeScorer`).
    let tableColors: Bool
    var scored: [ScoredInput] = []
    var failures: [CLIError] = []
    var total = 0

    init(options: ScoringOptions, tableColors: Bool) {
        self.options = options
        self.tableColors = tableColors
    }

    mutating func add(name: String, outcome: BatchRunner.Outcome) {
        total += 1
        switch outcome {
        case .scored(let reports):
            scored += reports.map { ScoredInput(name: name, chapter: $0.chapter, report: $0.report) }
        case .failed(let error): failures.append(error)
        }
    }

    mutating func addFailure(_ error: CLIError) {
        total += 1
        failures.append(error)
    }

    /// `--by-chapter` records name their chapter (null for an input scored whole).
    private func chapterFields(_ input: ScoredInput) -> ReportJSON.ChapterFields? {
        guard options.byChapter else { return nil }
        return ReportJSON.ChapterFields(input.chapter)
    }

    func finish(sort: ReportSort?) throws {
        let inputs = sort?.sorted(scored) ?? scored
        let writer = OutputWriter()
        switch options.format {
        case .table:
            try writer.write(ReportTable(color: tableColors).render(inputs))
        case .json:
            try writer.write("[")
            for (index, input) in inputs.enumerated() {
                try writer.write(index == 0 ? "\n" : ",\n")
                try ReportJSON.write(input.report, nameField: ("path", JSONString.quoted(input.name)),
                                     chapter: chapterFields(input), to: writer)
            }
            try writer.write(inputs.isEmpty ? "]\n" : "\n]\n")
        case .jsonl:
            for input in inputs {
                try ReportJSON.write(input.report, nameField: ("path", JSONString.quoted(input.name)),
                                     chapter: chapterFields(input), to: writer)
                try writer.write("\n")
            }
        case .csv:
            try ReportCSV.write(inputs, byChapter: options.byChapter, to: writer)
        }
        try writer.flush()
        guard !failures.isEmpty else { return }
        for failure in failures {
            StandardStreams.writeError("reader: \(ControlCharacterEscaping.singleLine(failure.message))\n")
        }
        let unreadable = failures.contains { $0.exitStatus == .noInput }
        throw ScoringError.skipped(count: failures.count, total: total, status: unreadable ? .noInput : .dataError)
    }
}
