import ReaderEngine

/// Draws the placement model as the bytes of one full-screen frame, a pure function
/// of the model: while asking, the word in bold in a column of at most `measure`
/// columns with what the keys do; at the end, the estimate (`lines(for:)`) and the
/// question whether to mark its words Known. Every row is drawn and cleared.
public enum PlacementFrame {
    static let measure = 76
    static let bold = SGR.bold
    static let dim = SGR.dim
    static let askingHint = "y: I know it · n: I don't · u: undo · q: quit"
    static let confirmHint = "y: mark them · n: mark nothing · words in your store keep their status"
    static let instructions = [
        "Do you know this word? Say yes only if you know at least one meaning of it.",
        "Some of the words are not English words: saying yes to them lowers the estimate.",
    ]

    public static func frame(_ model: PlacementModel) -> [UInt8] {
        var frame = Frame(columns: model.size.columns)
        let width = max(min(model.size.columns - 4, measure), 1)
        let margin = String(repeating: " ", count: max((model.size.columns - width) / 2, 0))
        // Every line wraps at words in the column (80x24 cut the instructions at "estimat").
        func wrapped(_ style: String, _ text: String) -> [String] {
            DisplayWidth.of(text) <= width ? [text.isEmpty ? "" : style + text] : TextWrapping.words(text, width: width).map { style + $0 }
        }
        let lines: [String]
        switch model.phase {
        case .asking:
            let word = model.current?.word ?? ""
            lines = [""] + instructions.flatMap { wrapped(dim, $0) } + ["", "", "    " + bold + word, "", ""] + wrapped(dim, askingHint)
        case .result(let score):
            lines = [""] + resultLines(score).flatMap { wrapped("", $0) } + [""] + wrapped(bold, confirmQuestion(score))
                + wrapped(dim, confirmHint)
        }
        for row in 0..<max(model.size.rows - 1, 0) {
            frame.move(to: row)
            if row < lines.count, !lines[row].isEmpty {
                frame.appendText(margin)
                frame.appendFitted(lines[row])
            }
            frame.endRow()
        }
        statusRow(model, into: &frame)
        return frame.bytes
    }

    /// The estimate as text: the size and level, then each band's answers.
    public static func resultLines(_ score: PlacementScore) -> [String] {
        var lines = ["Estimated vocabulary: about \(NumberText.grouped(score.size)) word families (level \(score.level.name))."]
        lines.append("Pseudowords answered yes: \(score.pseudowordsYes) of \(score.pseudowords)"
            + (score.pseudowordsYes > 0 ? " (the estimate is corrected for guessing)" : ""))
        lines.append("")
        for band in score.bands {
            let range = "\(NumberText.grouped(band.band.first))-\(NumberText.grouped(band.band.last))"
            lines.append(range.padding(toLength: 14, withPad: " ", startingAt: 0)
                + "\(band.yes) of \(band.items) yes, about \(NumberText.grouped(band.known)) known")
        }
        return lines
    }

    static func confirmQuestion(_ score: PlacementScore) -> String {
        "Mark these \(NumberText.grouped(score.size)) families Known?"
    }

    static func statusRow(_ model: PlacementModel, into frame: inout Frame) {
        guard model.size.rows > 0 else { return }
        frame.move(to: model.size.rows - 1)
        frame.append(SGR.bar)
        let progress = " reader placement · \(min(model.answers.count + 1, model.test.items.count)) of \(model.test.items.count) "
        let shown = FrameBuilder.fitted(progress, width: frame.columns)
        frame.appendText(shown + String(repeating: " ", count: max(frame.columns - DisplayWidth.of(shown), 0)))
        frame.append(SGR.reset)
    }
}
