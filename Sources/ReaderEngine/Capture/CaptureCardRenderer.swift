/// The capture card as plain text, one labelled field per line. Text from the
/// input is put on one line and its control characters neutralised, so a card
/// can go straight to a terminal.
public enum CaptureCardRenderer {
    public static func render(_ card: CaptureCard) -> String {
        var lines: [(String, String)] = [("term", clean(card.term)), ("lemma", clean(card.lemma))]
        if !card.partsOfSpeech.isEmpty {
            lines.append(("part of speech", card.partsOfSpeech.map(\.rawValue).joined(separator: ", ")))
        }
        let rank = card.rank.map { "rank \(NumberText.grouped($0))" } ?? "not among the ranked lemmas"
        lines.append(("frequency", "\(card.badge.name) (\(rank))"))
        if let cefr = card.cefr { lines.append(("CEFR", cefr.name)) }
        lines.append(("sentence", clean(card.sentence)))
        var source = card.source.map(clean) ?? "<stdin>"
        if let range = card.range { source += " (bytes \(range.lowerBound)-\(range.upperBound))" }
        lines.append(("source", source))
        let status = switch card.change {
        case .added: "\(card.status.rawValue) (new term)"
        case .changed(let old): "\(card.status.rawValue) (was \(old.rawValue))"
        case .unchanged: "\(card.status.rawValue) (already)"
        }
        lines.append(("saved as", status))
        let width = lines.map(\.0.count).max() ?? 0
        var text = lines.map { label, value in
            label + ":" + String(repeating: " ", count: width - label.count + 1) + value
        }.joined(separator: "\n") + "\n"
        if card.rareWordWarning {
            text += "warning: \"\(clean(card.term))\" is very rare; focus on frequent words first?\n"
        }
        return text
    }

    /// One line, spaces collapsed, control characters neutralised.
    static func clean(_ text: String) -> String {
        ControlCharacterEscaping.singleLine(text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " "))
    }
}
