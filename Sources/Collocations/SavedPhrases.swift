/// The learner's saved phrases (lemma sequences such as ["make", "a", "decision"]),
/// indexed for tap expansion. They match like lexicon phrases (a saved phrasal
/// verb also with an object in between), also when a word is outside the
/// lexicon (a name, a new coinage).
public struct SavedPhrases: Sendable {
    var table = PhraseTable()

    public init(_ phrases: [[String]]) {
        for phrase in phrases.map({ $0.joined(separator: " ").lowercased() }).sorted() {
            let bytes = Array(phrase.utf8)[...]
            let words = PhraseWords.split(bytes)
            guard words.count >= 2 else { continue }
            let isParticle = { PhraseWords.particles.contains(PhraseTable.hash(bytes[$0])) }
            if isParticle(words[words.count - 1]) && !isParticle(words[0]) {
                table.append(text: bytes, words: words, gap: .object, gapAfter: words.count - 2)
            } else {
                table.append(text: bytes, words: words)
            }
        }
        table.buildIndex()
    }

    /// Number of phrases.
    public var count: Int { table.count }
}
