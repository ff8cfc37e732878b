import ReaderCore

/// The text of `reader define` and `reader family`. `styles` highlight New and
/// Learning words as `reader read` does (nil: no escape sequences; the status
/// is then written out in words).
public enum DictionaryText {
    /// `bank /bæŋk/ · Essential (rank 1,234) · B1 · new`, then up to `perPartOfSpeech`
    /// senses of each part of speech with one example and the synonyms.
    public static func entry(_ entry: CardFacts, perPartOfSpeech: Int = 3) -> String {
        var text = header(entry) + "\n"
        if let head = entry.sensesOf { text += "  (no entry for the phrase; senses of \"\(OneLine.cleaned(head))\")\n" }
        var shown: [PartOfSpeech: Int] = [:]
        var isLeading = true
        if entry.senses.isEmpty { text += "  (no meanings in WordNet)\n" }
        if entry.senses.isEmpty, let translation = entry.translation { text += "  " + TranslationText.line(translation) + "\n" }
        for sense in entry.senses {
            let number = shown[sense.partOfSpeech, default: 0] + 1
            shown[sense.partOfSpeech] = number
            if number == 1 { text += "  \(sense.partOfSpeech.rawValue)\n" }
            guard number <= perPartOfSpeech else { continue }
            text += "    \(number). \(OneLine.cleaned(sense.gloss))\n"
            if let example = sense.examples.first { text += "       \"\(OneLine.cleaned(example))\"\n" }
            if !sense.synonyms.isEmpty { text += "       = \(sense.synonyms.map { OneLine.cleaned($0) }.joined(separator: ", "))\n" }
            if isLeading, let translation = entry.translation { text += "       " + TranslationText.line(translation) + "\n" }
            isLeading = false
        }
        for (pos, count) in shown.sorted(by: { $0.key < $1.key }) where count > perPartOfSpeech {
            text += "  (\(count - perPartOfSpeech) more \(pos.rawValue) senses)\n"
        }
        return text
    }

    /// The first line of a card: term, IPA, badge, CEFR, status.
    static func header(_ entry: CardFacts) -> String {
        var parts = [OneLine.cleaned(entry.term) + (entry.ipa.isEmpty ? "" : " " + entry.ipa.map { "/\($0)/" }.joined(separator: " "))]
        if entry.lemma.lowercased() != entry.term.lowercased() { parts[0] += " (\(OneLine.cleaned(entry.lemma)))" }
        parts.append(entry.frequencyAndLevel)
        parts.append(entry.status.rawValue)
        return parts.joined(separator: " · ")
    }

    /// A small tree: the word, its root, then each member with part of speech and status.
    public static func family(_ family: WordFamily, word: String, status: (String) -> WordStatus, styles: ANSIStyles?) -> String {
        var text = OneLine.cleaned(word) + (family.lemma != word.lowercased() ? " (\(OneLine.cleaned(family.lemma)))" : "") + "\n"
        if let root = family.root { text += "  root \(root.form) \"\(root.meaning)\" (\(root.source))\n" }
        if family.members.isEmpty { return text + "  (no related words known)\n" }
        for (index, member) in family.members.enumerated() {
            let branch = index == family.members.count - 1 ? "└─" : "├─"
            let memberStatus = status(member.lemma)
            let pos = member.partOfSpeech.map { " \($0.dictionaryName)" } ?? ""
            text += "  \(branch) \(styled(OneLine.cleaned(member.lemma), memberStatus, styles))\(pos) · \(memberStatus.rawValue)"
                + (member.relation == .root ? " · root" : "") + "\n"
        }
        return text
    }

    /// The word highlighted for its status (New/Learning only), as `reader read` draws it.
    static func styled(_ word: String, _ status: WordStatus, _ styles: ANSIStyles?) -> String {
        guard let styles, status == .new || status == .learning else { return word }
        return styles.opening(for: status) + word + SGR.reset
    }
}
