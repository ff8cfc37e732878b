/// Flash cards for Anki: a tab-separated file of Cloze notes. The header
/// lines (`#separator:tab`, `#html:true`, `#notetype:Cloze`, `#columns:`,
/// `#tags column:`) let Anki's File > Import pick the right settings itself.
public enum AnkiExport {
    public static let header = """
        #separator:tab
        #html:true
        #notetype:Cloze
        #columns:Text\tBack Extra\tTags
        #tags column:3

        """

    /// One note: the sentence with the term as cloze deletion `{{c1::...}}`,
    /// then the lemma with its IPA, what the card knows about it and the sense
    /// chosen for its part of speech (Back Extra), then tags. Nil when the
    /// entry has no captured sentence to make a cloze from.
    public static func note(for entry: VocabularyEntry, card: CaptureCard?) -> String? {
        guard let capture = entry.latestCapture else { return nil }
        let sentence = capture.sentence
        let text: String
        if let range = capture.rangeInSentence {
            text = html(String(sentence[..<range.lowerBound])) + cloze(String(sentence[range]))
                + html(String(sentence[range.upperBound...]))
        } else {
            text = html(sentence) + "<br>" + cloze(capture.surface)
        }
        var details = ["<b>\(html(entry.lemma))</b>" + (card?.ipa.first.map { " /\(html($0))/" } ?? "")]
        if let card {
            if !card.partsOfSpeech.isEmpty { details.append(card.partsOfSpeech.map(\.rawValue).joined(separator: ", ")) }
            details.append(card.badge.name)
            if let cefr = card.cefr { details.append(cefr.name) }
        }
        var back = details.joined(separator: " · ")
        if let sense = card?.senses.first {
            back += "<br><i>\(sense.partOfSpeech.dictionaryName)</i> " + html(sense.gloss)
        }
        if let note = capture.note { back += "<br>" + html(note) }
        if let source = capture.source { back += "<br><small>" + html(source) + "</small>" }
        return [text, back, "reader reader::\(entry.status.rawValue)"].joined(separator: "\t") + "\n"
    }

    private static func cloze(_ text: String) -> String {
        // "::" would start a hint and "}}" end the deletion early.
        "{{c1::" + html(text).replacingEvery("::", with: ":&#58;").replacingEvery("}}", with: "}&#125;") + "}}"
    }

    /// One line of HTML text: whitespace (tabs and line breaks included)
    /// collapsed to single spaces, escaped by `HTMLText`, "{{" defused.
    static func html(_ text: String) -> String {
        var line = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace { line.append(" ") }
            pendingSpace = false
            line.append(scalar)
        }
        if pendingSpace { line.append(" ") }
        return HTMLText.escaped(String(line)).replacingEvery("{{", with: "{&#123;")
    }
}
