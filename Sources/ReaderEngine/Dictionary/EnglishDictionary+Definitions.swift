/// The review's dictionary: a definition prompt for a term captured without a
/// sentence (its most frequent sense; a phrase WordNet lacks borrows its head
/// word's, as `define` shows it), and under the revealed answer its IPA with
/// that sense, then its family.
extension EnglishDictionary: DefinitionProvider {
    public func definition(of term: Term) -> String? {
        entry(for: term.key, lemma: term.key)?.senses.first?.gloss
    }

    public func notes(for term: Term) -> [String] {
        guard let entry = entry(for: term.key, lemma: term.key) else { return [] }
        var heard = entry.ipa.isEmpty ? [] : [entry.ipa.map { "/\($0)/" }.joined(separator: " ")]
        if let sense = entry.senses.first { heard.append("(\(sense.partOfSpeech.dictionaryName)) \(sense.gloss)") }
        let members = family(of: entry.sensesOf ?? term.key).members.prefix(8).map(\.lemma)
        return (heard.isEmpty ? [] : [heard.joined(separator: " · ")])
            + (members.isEmpty ? [] : ["family: " + members.joined(separator: ", ")])
    }
}
