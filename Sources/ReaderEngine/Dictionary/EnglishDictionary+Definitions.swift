/// The review's dictionary: a definition prompt for a term captured without a
/// sentence (its most frequent sense; a phrase WordNet lacks borrows its head
/// word's, as `define` shows it), and under the revealed answer its IPA with
/// that sense, then its family.
extension EnglishDictionary: DefinitionProvider {
    public func definition(of term: Term) -> String? {
        entry(for: term.key, lemma: term.key)?.senses.first?.gloss
    }

    public func notes(for term: Term) -> TermNotes {
        guard let entry = entry(for: term.key, lemma: term.key) else { return TermNotes() }
        return TermNotes(ipa: entry.ipa, sense: entry.senses.first.map { "(\($0.partOfSpeech.dictionaryName)) \($0.gloss)" },
                         family: cardFamily(of: entry, key: term.key))
    }

    /// A card's family line: the first members of the family of the word whose senses the entry
    /// holds (a phrase's head word), as the capture card, `open`'s card and the review show it.
    public func cardFamily(of entry: DictionaryEntry, key: String) -> [String] {
        family(of: entry.sensesOf ?? key).members.prefix(8).map(\.lemma)
    }
}
