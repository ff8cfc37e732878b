/// The review's definition prompt for a term captured without a sentence: its
/// most frequent sense (a phrase WordNet lacks borrows its head word's, as
/// `define` shows it).
extension EnglishDictionary: DefinitionProvider {
    public func definition(of term: Term) -> String? {
        entry(for: term.key, lemma: term.key)?.senses.first?.gloss
    }
}
