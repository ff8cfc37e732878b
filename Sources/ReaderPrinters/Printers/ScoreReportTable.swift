import ReaderCore

/// The score table: one aligned row per input, path last so long paths never
/// push the numbers out of line. CEFR is coloured only when `colors` is on (the
/// caller decides, from the terminal and `--color`), and the coverage bar plus
/// the percentage carry the same fact without colour.
public struct ScoreReportTable: Sendable {
    public let colors: Bool

    public init(colors: Bool) {
        self.colors = colors
    }

    public static let columns = ["LEVEL", "CEFR", "KNOWN", "NEW", "K95", "K98", "WORDS", "SENT.LEN", "FILE"]
    /// Columns aligned right (numbers); the others align left.
    private static let rightAligned: Set<Int> = [0, 3, 4, 5, 6, 7]
    private static let cefrColumn = 1

    public func render(_ inputs: [ScoredInput]) -> String {
        let rows = [Self.columns] + inputs.map(Self.cells)
        var widths = [Int](repeating: 0, count: Self.columns.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        var out = ""
        for (rowIndex, row) in rows.enumerated() {
            var line = ""
            for (index, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                let shown = rowIndex > 0 && index == Self.cefrColumn && colors ? Self.colored(inputs[rowIndex - 1].report.cefr) : cell
                if index == row.count - 1 {
                    line += shown
                } else {
                    line += Self.rightAligned.contains(index) ? padding + shown : shown + padding
                    line += "  "
                }
            }
            out += line + "\n"
        }
        return out
    }

    private static func cells(_ input: ScoredInput) -> [String] {
        let r = input.report
        return [
            LevelScore.shown(r.levelScore),
            r.cefr.name,
            bar(r.knownCoverage) + " " + percent(r.knownCoverage),
            NumberText.grouped(r.newUnique),
            r.k95.map(String.init) ?? ">10",
            r.k98.map(String.init) ?? ">10",
            NumberText.grouped(r.words),
            NumberText.fixed(r.features.meanSentenceLength, 1),
            ControlCharacterEscaping.singleLine(input.displayName),
        ]
    }

    /// The coverage bar: one column per percentage point from 80% to 100%,
    /// where the choice of a text is made, with a tick `│` at the 95% (minimal
    /// comprehension) and 98% (unassisted reading) thresholds; the ticks line
    /// up from row to row. Three-quarter blocks for the covered part on a low
    /// track, so the bar's length shows and rows never merge into one slab.
    /// `▆▆▆▆▆▆▆▆▆▆▆▆▆▁▁│▁▁▁│▁▁` is 93%, `▆▆▆▆▆▆▆▆▆▁▁▁▁▁▁│▁▁▁│▁▁` is 89%.
    public static func bar(_ share: Double) -> String {
        let points = Int((min(max(share.isFinite ? share : 0, 0), 1) * 100 - 80).rounded())
        var bar = ""
        for column in 0..<20 {
            if column == 15 || column == 18 { bar += "│" }
            bar += column < points ? "▆" : "▁"
        }
        return bar
    }

    /// "87.5%", right-aligned in 6 characters.
    static func percent(_ share: Double) -> String {
        let text = NumberText.percent(share)
        return String(repeating: " ", count: max(0, 6 - text.count)) + text
    }

    static func colored(_ cefr: CEFRLevel) -> String { SGR.level(cefr) + cefr.name + SGR.reset }
}
