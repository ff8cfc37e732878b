import Tokenizer

/// The learner's saved phrases (lemma sequences such as ["make", "a", "decision"]),
/// indexed for tap expansion. They match like lexicon phrases, also when a
/// word is outside the lexicon (a name, a new coinage).
public struct SavedPhrases: Sendable {
    var table: PhraseTable

    public init(_ phrases: [[String]], lexicon: LemmaLexicon) {
        table = PhraseTable(lexiconCount: lexicon.count)
        let particles = Set(EnglishPhraseRules.particles)
        for phrase in phrases.sorted(by: { $0.joined(separator: " ") < $1.joined(separator: " ") }) {
            let words = phrase.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "-" }).map { String($0) } }
            let keys = words.compactMap { table.key(for: $0, lexicon: lexicon, allowExtra: true) }
            guard keys.count >= 2 else { continue }
            let text = phrase.joined(separator: " ")
            if let last = words.last, particles.contains(last), !particles.contains(words[0]) {
                table.append(keys: keys, text: text, gap: .object, gapAfter: keys.count - 2)
            } else {
                table.append(keys: keys, text: text)
            }
        }
        table.buildIndex()
    }

    /// Number of phrases.
    public var count: Int { table.count }
}
