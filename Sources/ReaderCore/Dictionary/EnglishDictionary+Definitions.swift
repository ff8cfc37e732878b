/// The review's dictionary: the facts of a term's card without its sentence (every
/// sense, the most frequent first; a phrase WordNet lacks borrows its head word's,
/// as `define` shows it), with the family line the capture card shows.
extension EnglishDictionary: DefinitionProvider {
    public func card(for term: Term, status: WordStatus) -> CardFacts? {
        guard let entry = entry(for: term.key, lemma: term.key) else { return nil }
        var facts = CardFacts(entry: entry, status: status)
        facts.family = cardFamily(of: entry, key: term.key)
        return facts
    }

    /// A card's family line: the first members of the family of the word whose senses the entry
    /// holds (a phrase's head word), as the capture card, `open`'s card and the review show it.
    public func cardFamily(of entry: DictionaryEntry, key: String) -> [String] {
        family(of: entry.sensesOf ?? key).members.prefix(8).map(\.lemma)
    }
}
