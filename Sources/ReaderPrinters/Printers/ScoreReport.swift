import ReaderCore

/// The records of `score` and `batch` in one of their formats, in the order
/// given: what the command line prints, and what an app or the web server gets.
public struct ScoreReport: Sendable {
    public let format: ScoreFormat
    /// One record per chapter: the JSON and CSV records name their chapter (null or empty for an input scored whole).
    public let byChapter: Bool
    /// Whether the table colours CEFR levels (decided at the edge, from the terminal and `--color`).
    public let colors: Bool

    public init(format: ScoreFormat, byChapter: Bool, colors: Bool) {
        self.format = format
        self.byChapter = byChapter
        self.colors = colors
    }

    public func write<Sink: TextSink>(_ inputs: [ScoredInput], to sink: inout Sink) throws(Sink.Failure) {
        switch format {
        case .table:
            try sink.write(ScoreReportTable(colors: colors).render(inputs))
        case .json:
            try sink.write("[")
            for (index, input) in inputs.enumerated() {
                try sink.write((index == 0 ? "\n" : ",\n") + ScoreReportJSON.record(input, byChapter: byChapter))
            }
            try sink.write(inputs.isEmpty ? "]\n" : "\n]\n")
        case .jsonl:
            for input in inputs { try sink.write(ScoreReportJSON.record(input, byChapter: byChapter) + "\n") }
        case .csv:
            try sink.write(ScoreReportCSV.header(byChapter: byChapter))
            for input in inputs { try sink.write(ScoreReportCSV.row(input, byChapter: byChapter)) }
        }
    }

    /// The whole report as one String.
    public func text(_ inputs: [ScoredInput]) -> String {
        var sink = StringSink()
        write(inputs, to: &sink)
        return sink.text
    }
}
