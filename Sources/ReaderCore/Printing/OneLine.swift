/// Text on one line (card fields, deck names and tags, a captured sentence in
/// the editor): every run of whitespace, tabs and line breaks included, as one
/// space. The one rule of the cards, `open`'s frames, the store and the exports.
public enum OneLine {
    /// Runs collapsed and the ends trimmed; with `trimming: false` a run at
    /// either end stays as one space (a piece of a sentence cut around its term).
    public static func collapsed(_ text: String, trimming: Bool = true) -> String {
        var line = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace { pendingSpace = true; continue }
            if pendingSpace && (!line.isEmpty || !trimming) { line.append(" ") }
            pendingSpace = false
            line.append(character)
        }
        if pendingSpace && !trimming { line.append(" ") }
        return line
    }

    /// `collapsed`, with control characters neutralised (`ControlCharacterEscaping`),
    /// so text from a file can go straight to a terminal.
    public static func cleaned(_ text: String, trimming: Bool = true) -> String {
        ControlCharacterEscaping.neutralised(collapsed(text, trimming: trimming))
    }
}
