import Tokenizer

/// The part of speech of a tapped word, for ordering its senses. The lemmatizer
/// has already chosen the lemma from context (`I saw the saw`: see, then saw);
/// the classes in which the form has that lemma (`PartOfSpeechTable`) usually
/// settle it. When several remain, the word before may decide (a determiner
/// before a word that cannot be an adjective: noun; `to`, a pronoun or a modal:
/// verb); otherwise nil, and the senses keep WordNet's frequency order.
public enum ContextPartOfSpeech {
    /// Words after which an ambiguous word is a noun.
    static let determiners: Set<String> = [
        "a", "an", "the", "this", "that", "these", "those", "my", "your", "his", "her", "its", "our", "their",
        "every", "each", "some", "any", "no", "another", "which", "whose",
    ]
    /// Words after which an ambiguous word is a verb.
    static let verbContext: Set<String> = [
        "to", "i", "you", "we", "they", "he", "she", "it", "will", "would", "can", "could", "shall", "should",
        "may", "might", "must", "do", "does", "did", "not", "n't", "never", "always", "often",
    ]

    /// The part of speech of the word token at `index` with lemma `lemma`.
    public static func partOfSpeech(at index: Int, lemma: String, in text: TokenizedText, table: PartOfSpeechTable) -> PartOfSpeech? {
        let form = text.text(of: text.tokens[index])
        let candidates = table.partsOfSpeech(form: form, lemma: lemma).filter { $0 != .auxiliary }
        if candidates.count == 1 { return candidates[0] }
        guard let previous = previousWord(before: index, in: text) else { return nil }
        if determiners.contains(previous), candidates.contains(.noun), !candidates.contains(.adjective) { return .noun }
        if verbContext.contains(previous), candidates.contains(.verb) { return .verb }
        return nil
    }

    private static func previousWord(before index: Int, in text: TokenizedText) -> String? {
        var i = index - 1
        while i >= 0 {
            let token = text.tokens[i]
            if token.sentence != text.tokens[index].sentence { return nil }
            if token.kind == .word { return text.text(of: token).lowercased() }
            if token.kind != .space { return nil }
            i -= 1
        }
        return nil
    }
}
