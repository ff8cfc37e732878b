import Foundation
import ReaderEngine

/// What `score` and `batch` share after scoring: print the records, report
/// each skipped input on stderr in input order, and fail with a summary if any were skipped.
struct ScoringRun {
    let options: ScoringOptions
    /// Whether the table colours CEFR levels (decided once, by `ScoringOptions.makeScorer`).
    let tableColors: Bool
    var scored: [ScoredInput] = []
    var failures: [any ReportableError] = []
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

    mutating func addFailure(_ error: any ReportableError) {
        total += 1
        failures.append(error)
    }

    func finish(sort: ReportSort?) throws {
        let inputs = sort?.sorted(scored) ?? scored
        var writer = OutputWriter()
        try ScoreReport(format: options.format, byChapter: options.byChapter, colors: tableColors).write(inputs, to: &writer)
        try writer.flush()
        guard !failures.isEmpty else { return }
        for failure in failures {
            StandardStreams.writeError("reader: \(ControlCharacterEscaping.singleLine(failure.message))\n")
        }
        let unreadable = failures.contains { $0.exitStatus == .noInput }
        throw ScoringError.skipped(count: failures.count, total: total, status: unreadable ? .noInput : .dataError)
    }
}
