import ReaderCore

/// `reader show` as text: the capture card's header and family, the status,
/// each saved sentence (term highlighted, as on the capture card) with its
/// source, time and note, then the status history, one change a line.
public enum TermCardRenderer {
    public static func render(_ term: TermCard, style: CaptureCardRenderer.Style = .plain) -> String {
        let card = term.card
        var text = CaptureCardRenderer.header(card, style: style) + CaptureCardRenderer.family(card, style: style)
        let unstored = term.storedStatus == nil && term.inherited == nil
        text += "status:   " + term.origin.describe(term.status) + (unstored ? " (not in your vocabulary)" : "") + "\n"
        for capture in term.captures {
            let sentence = CaptureCardRenderer.sentence(capture.sentence, term: capture.rangeInSentence, style: style)
            text += TextWrapping.labelled("sentence: ", sentence, width: style.width)
            text += TextWrapping.labelled("source:   ", CaptureCardRenderer.source(capture.source, range: capture.range)
                + " · " + TimeStamp.string(capture.capturedAt), width: style.width)
            if let note = capture.note { text += TextWrapping.labelled("note:     ", OneLine.cleaned(note), width: style.width) }
        }
        for (index, change) in term.history.enumerated() {
            text += (index == 0 ? "history:  " : "          ") + line(change) + "\n"
        }
        return text
    }

    /// `2026-11-22T09:30:00.000Z  new -> learning (capture)`.
    static func line(_ change: StatusHistoryEntry) -> String {
        "\(TimeStamp.string(change.at))  \(change.from.rawValue) -> \(change.to.rawValue) (\(change.origin.rawValue))"
    }
}
