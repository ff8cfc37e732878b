import ReaderEngine

/// Draws the review model as the bytes of one full-screen frame, a pure
/// function of the model: the last answer's result at the top, the card in a
/// column of at most `measure` columns (centred on wide screens), sentences
/// wrapped at word boundaries with the gap kept whole, and a status line with
/// what is left, the Brain Boost marker and the answer counts. Every row is
/// drawn and cleared, so nothing from an earlier frame stays on screen.
public enum ReviewFrame {
    /// The widest text column: longer lines are hard to read.
    static let measure = 76
    /// Rows above the card: a blank, the toast, a blank.
    static let cardTop = 3
    static let grades: [(rating: Rating, label: String)] = [(.again, "Again"), (.hard, "Hard"), (.good, "Good"), (.easy, "Easy")]
    static let dim = SGR.dim
    static let revealHint = "any key: reveal · q: quit"

    public static func frame(_ model: ReviewModel) -> [UInt8] {
        var frame = Frame(columns: model.size.columns)
        let width = max(min(model.size.columns - 4, measure), 1)
        let margin = max((model.size.columns - width) / 2, 0)
        var rows: [(row: Int, line: Line)] = []
        if let toast = model.toast { rows.append((1, Line(dim + FrameBuilder.fitted(OneLine.cleaned(toast), width: width)))) }
        let room = max(model.size.rows - 1 - cardTop, 0)
        for (index, line) in cardLines(model, width: width, rows: room).enumerated() { rows.append((cardTop + index, line)) }
        for row in 0..<max(model.size.rows - 1, 0) {
            frame.move(to: row)
            if let line = rows.first(where: { $0.row == row })?.line {
                frame.appendText(String(repeating: " ", count: margin))
                frame.appendFitted(line.text)
            }
            frame.endRow()
        }
        statusRow(model, into: &frame)
        return frame.bytes
    }

    /// One row of the card, SGR sequences included.
    struct Line: Equatable {
        var text: String
        init(_ text: String) { self.text = text }
    }

    /// The card's rows, at most `rows`: the dictionary's notes give way first.
    static func cardLines(_ model: ReviewModel, width: Int, rows: Int) -> [Line] {
        guard let card = model.card else { return [] }
        let styles = ANSIStyles(theme: model.display.theme, capabilities: model.display.capabilities, patternMode: false)
        let face = card.face
        let answer = pieces(face.answer, highlight: .learning)
        switch model.phase {
        case .question:
            return keeping(wrap(questionPieces(face), width: width, styles: styles), above: [Line(""), Line(dim + revealHint)], rows: rows)
        case .answer(let notes):
            // The question gives way to the answer (a cloze filled in); a definition or a translation stays over its word.
            let head: [Line] = switch face.kind {
            case .cloze(let before, let after): wrap(pieces(before) + answer + pieces(after), width: width, styles: styles)
            case .definition, .native: wrap(questionPieces(face), width: width, styles: styles) + [Line("")] + wrap(answer, width: width, styles: styles)
            case .word: wrap(answer, width: width, styles: styles)
            }
            let noteLines = notes.flatMap { wrap(pieces($0), width: width, styles: styles) }
            let bar = [Line(""), Line(gradeBar(colors: model.display.capabilities.colorDepth != .none) + "   q: quit")]
            let kept = Array(noteLines.prefix(max(rows - head.count - bar.count - 1, 0)))
            return keeping(head + (kept.isEmpty ? [] : [Line("")] + kept), above: bar, rows: rows)
        }
    }

    /// `lines` then `footer` in `rows`: a sentence too long for the screen is cut with an ellipsis line,
    /// never the keys under it (how to reveal, grade and quit).
    static func keeping(_ lines: [Line], above footer: [Line], rows: Int) -> [Line] {
        guard lines.count + footer.count > rows else { return lines + footer }
        let room = rows - footer.count
        guard room > 0 else { return Array(footer.suffix(rows)) }
        return Array(lines.prefix(room - 1)) + [Line(dim + "…")] + footer
    }

    static func questionPieces(_ face: ReviewFace) -> [LayoutPiece] {
        guard case .cloze(let before, let after) = face.kind else { return pieces(face.prompt) }
        return pieces(before) + [LayoutPiece(kind: .text, text: ReviewFace.gap, width: DisplayWidth.of(ReviewFace.gap), highlight: nil)]
            + pieces(after)
    }

    /// Words and the blanks between them (a run of blanks is one), the words unbreakable.
    static func pieces(_ text: String, highlight: WordStatus? = nil) -> [LayoutPiece] {
        var pieces: [LayoutPiece] = []
        var word = ""
        func endWord() {
            guard !word.isEmpty else { return }
            pieces.append(LayoutPiece(kind: .text, text: word, width: DisplayWidth.of(word), highlight: highlight))
            word = ""
        }
        for character in text {
            guard character.isWhitespace else {
                word.append(character)
                continue
            }
            endWord()
            if pieces.last?.kind != .space { pieces.append(LayoutPiece(kind: .space, text: " ", width: 1, highlight: highlight)) }
        }
        endWord()
        return pieces
    }

    /// Pieces wrapped as `reader read` wraps text, highlighted runs in the Learning
    /// style (the text comes from `ReviewFace`, control characters neutralised).
    static func wrap(_ pieces: [LayoutPiece], width: Int, styles: ANSIStyles) -> [Line] {
        TextWrapping.lines(pieces, width: width).map { line in
            var text = ""
            var highlighted = false
            TextWrapping.forEachPiece(on: line, of: pieces) { piece in
                let highlight = piece.highlight != nil
                if highlight != highlighted { text += highlight ? styles.learning : SGR.reset }
                highlighted = highlight
                text += piece.text
            }
            return Line(highlighted ? text + SGR.reset : text)
        }
    }

    /// Each grade on its colour, always with its word.
    static func gradeBar(colors: Bool) -> String {
        grades.map { grade in
            let label = " \(grade.rating.rawValue) \(grade.label) "
            return colors ? SGR.grade(grade.rating) + label + SGR.reset : label
        }.joined(separator: "  ")
    }

    /// The last row, in reverse video: what is left and the Brain Boost marker on
    /// the left, the answer counts on the right; on a narrow screen the counts
    /// give way first, then the title.
    static func statusRow(_ model: ReviewModel, into frame: inout Frame) {
        guard model.size.rows > 0 else { return }
        frame.move(to: model.size.rows - 1)
        frame.append(SGR.bar)
        var progress = (model.cram ? "cram · " : "") + "\(model.card?.remaining ?? 0) left"
        if let streak = model.card?.boostStreak {
            progress += " · ⟳ Brain Boost " + String(repeating: "●", count: streak)
                + String(repeating: "○", count: max(ReviewSession.boostTarget - streak, 0))
        }
        let titled = " reader review · " + progress
        let counts = grades.map { "\($0.label.lowercased()) \(model.answers[$0.rating] ?? 0)" }.joined(separator: "  ") + " "
        let columns = frame.columns
        var shown: String
        if DisplayWidth.of(titled) + 2 + DisplayWidth.of(counts) <= columns {
            shown = titled + String(repeating: " ", count: columns - DisplayWidth.of(titled) - DisplayWidth.of(counts)) + counts
        } else {
            shown = FrameBuilder.fitted(DisplayWidth.of(titled) <= columns ? titled : " " + progress, width: columns)
            shown += String(repeating: " ", count: max(columns - DisplayWidth.of(shown), 0))
        }
        frame.appendText(shown)
        frame.endRow()
    }
}
