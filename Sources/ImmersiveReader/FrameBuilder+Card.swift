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
        let value = card.card
        var lemma = OneLine.cleaned(value.lemma)
        if let source = card.phraseSource { lemma += " · phrase (\(source.rawValue))" }
        let described = value.origin.describe(value.status)
        let status = value.status.isHighlighted ? styles.opening(for: value.status) + described + SGR.reset : described
        var lines = [labelled("lemma", lemma + " · " + status)]
        var facts = value.facts.frequencyAndLevel
        if !value.partsOfSpeech.isEmpty { facts += " · " + value.partsOfSpeech.map(\.rawValue).joined(separator: ", ") }
        lines.append(labelled("frequency", facts))
        // Rows between the rule and the hint: the senses leave the sentence at least one, the family comes last.
        let valueWidth = max(frame.columns - labelWidth, 8)
        let family = value.family.isEmpty ? nil : labelled("family", familyLine(value.family, width: valueWidth))
        let free = rows - 2 - lines.count - (family == nil ? 0 : 1)
        lines += senseLines(value.facts, width: valueWidth).prefix(max(free - 1, 0))
        let sentenceWidth = max(frame.columns - labelWidth - 1, 8)
        let sentenceRows = max(rows - 2 - lines.count - (family == nil ? 0 : 1), 1)
        let sentence: [String] = if let editor {
            editedLines(editor, width: sentenceWidth, rows: sentenceRows)
        } else {
            TextWrapping.words(OneLine.cleaned(value.sentence), width: sentenceWidth, rows: sentenceRows)
        }
        for (index, line) in sentence.enumerated() { lines.append(labelled(index == 0 ? "sentence" : "", line)) }
        if let family { lines.append(family) }
        let hint = editor == nil ? "Esc close · e phrase/word · c capture · K L I U mark · u undo"
            : "capturing: edit the sentence · Enter saves · Esc cancels"
        frame.move(to: first)
        let title = " " + OneLine.cleaned(value.term) + value.ipa.map { " /" + OneLine.cleaned($0) + "/" }.joined() + " "
        frame.append(SGR.bold)
        frame.appendText("──" + title + String(repeating: "─", count: max(frame.columns - 2 - DisplayWidth.of(title), 0)))
        frame.endRow()
        for row in 1..<rows {
            frame.move(to: first + row)
            if row == rows - 1 {
                frame.append(SGR.dim)
                frame.appendText(" " + hint)
            } else if row - 1 < lines.count {
                frame.appendFitted(lines[row - 1])
            }
            frame.endRow()
        }
    }

    /// The senses the card leads with (as the capture card's), one line each, numbered, cut to `width` with "…".
    /// The learner's language's words for the leading sense come right under it.
    static func senseLines(_ facts: CardFacts, width: Int) -> [String] {
        facts.leadingSenses(CaptureCardRenderer.senseCount).enumerated().flatMap { number, sense in
            let head = number == 0 ? facts.sensesOf.map { "of “\(OneLine.cleaned($0))”: " } ?? "" : ""
            let text = head + "\(number + 1). (\(sense.partOfSpeech.dictionaryName)) " + OneLine.cleaned(sense.gloss)
            let translation = number == 0 ? facts.translation.map { [labelled("", fitted("   " + TranslationText.line($0), width: width))] } : nil
            return [labelled(number == 0 ? "senses" : "", fitted(text, width: width))] + (translation ?? [])
        }
    }

    /// The family's words that fit in `width`, whole words only, with ", …" when some are left out.
    static func familyLine(_ family: [String], width: Int) -> String {
        let words = family.map { OneLine.cleaned($0) }
        let whole = words.joined(separator: ", ")
        guard DisplayWidth.of(whole) > width else { return whole }
        // Whole words while they and the closing ", …" fit.
        var shown = 0
        var used = 0
        for word in words {
            let next = used + DisplayWidth.of(word) + 2
            if next + 1 > width { break }
            used = next
            shown += 1
        }
        return shown == 0 ? fitted(whole, width: width) : words.prefix(shown).joined(separator: ", ") + ", …"
    }

    static func labelled(_ label: String, _ value: String) -> String {
        " " + label + String(repeating: " ", count: max(labelWidth - 1 - label.count, 1)) + value
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
                line += SGR.reverse + shown + SGR.reset
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
