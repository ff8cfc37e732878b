import Foundation
import ReaderEngine

/// The card in the bottom third: a rule with the term, labelled lines, the
/// sentence (editable while capturing), and the keys that act on it.
extension FrameBuilder {
    static let labelWidth = 12

    static func cardRows(_ model: ReaderModel, styles: ANSIStyles, into frame: inout Frame) {
        let rows = model.cardRows
        guard rows > 0 else { return }
        let first = model.textRows
        let card: ReaderCard
        var editor: LineEditor?
        switch model.overlay {
        case .card(let shown): card = shown
        case .capture(let draft): (card, editor) = (draft.card, draft.editor)
        default: return
        }
        var lines: [String] = []
        let value = card.card
        var lemma = clean(value.lemma)
        if let source = card.phraseSource { lemma += " · phrase (\(source.rawValue))" }
        lines.append(labelled("lemma", lemma))
        lines += card.details.map { labelled($0.label, clean($0.value)) }
        var facts = value.badge.name + (value.rank.map { " (rank \(NumberText.grouped($0)))" } ?? "")
        if let cefr = value.cefr { facts += " · CEFR \(cefr.name)" }
        if !value.partsOfSpeech.isEmpty { facts += " · " + value.partsOfSpeech.map(\.rawValue).joined(separator: ", ") }
        lines.append(labelled("frequency", facts))
        let status = value.status.isHighlighted ? styles.opening(for: value.status) + value.status.rawValue + reset : value.status.rawValue
        lines.append(labelled("status", status))
        let sentenceWidth = max(frame.columns - labelWidth - 1, 8)
        let sentenceRows = max(rows - 2 - lines.count, 1)
        let sentence: [String] = if let editor {
            editedLines(editor, width: sentenceWidth, rows: sentenceRows)
        } else {
            wrapped(clean(value.sentence), width: sentenceWidth, rows: sentenceRows)
        }
        for (index, line) in sentence.enumerated() { lines.append(labelled(index == 0 ? "sentence" : "", line)) }
        let hint = editor == nil ? "Esc close · e phrase/word · c capture · K L I U mark · u undo"
            : "capturing: edit the sentence · Enter saves · Esc cancels"
        frame.move(to: first)
        let title = " " + clean(value.term) + " "
        frame.append("\u{1B}[1m")
        frame.appendText("──" + title + String(repeating: "─", count: max(frame.columns - 2 - DisplayWidth.of(title), 0)))
        frame.endRow()
        for row in 1..<rows {
            frame.move(to: first + row)
            if row == rows - 1 {
                frame.append("\u{1B}[2m")
                frame.appendText(" " + hint)
            } else if row - 1 < lines.count {
                frame.appendFitted(lines[row - 1])
            }
            frame.endRow()
        }
    }

    static func labelled(_ label: String, _ value: String) -> String {
        " " + label + String(repeating: " ", count: max(labelWidth - 1 - label.count, 1)) + value
    }

    /// One line, whitespace collapsed, nothing that can drive the terminal.
    static func clean(_ text: String) -> String {
        ControlCharacterEscaping.neutralised(text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " "))
    }

    /// Words filled into rows of `width` columns; the last row shown ends in "…" when text is left.
    static func wrapped(_ text: String, width: Int, rows: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ") {
            let wordWidth = DisplayWidth.of(String(word))
            if lineWidth > 0 && lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if lineWidth > 0 {
                line += " "
                lineWidth += 1
            }
            line += word
            lineWidth += wordWidth
        }
        if !line.isEmpty { lines.append(line) }
        guard lines.count > rows else { return lines }
        return Array(lines.prefix(rows - 1)) + [String(lines[rows - 1].prefix(max(width - 1, 0))) + "…"]
    }

    /// The sentence being edited, cut into rows by characters, the insertion
    /// point drawn in reverse video; the rows around the insertion point shown.
    static func editedLines(_ editor: LineEditor, width: Int, rows: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var cursorRow = 0
        let characters = editor.characters.map { ControlCharacterEscaping.neutralised(String($0)) } + [" "]
        for (index, shown) in characters.enumerated() {
            let characterWidth = max(DisplayWidth.of(shown), 1)
            if lineWidth + characterWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if index == editor.cursor {
                cursorRow = lines.count
                line += "\u{1B}[7m" + shown + reset
            } else {
                line += shown
            }
            lineWidth += characterWidth
        }
        lines.append(line)
        let first = min(max(cursorRow - rows + 1, 0), max(lines.count - rows, 0))
        return Array(lines[first..<min(first + rows, lines.count)])
    }
}
