import Tokenizer

/// The part of speech of a tapped word, for ordering its senses. The lemmatizer
/// has already chosen the lemma from context (`I saw the saw`: see, then saw);
/// the tagger's part of speech decides among the classes in which the form has
/// that lemma (`PartOfSpeechTable`; "ran home": the adverb). Without a tag among
/// them, a form with one class has that one; otherwise nil, and the senses keep
/// WordNet's frequency order.
public enum ContextPartOfSpeech {
    /// The part of speech of the word token at `index` with lemma `lemma`.
    public static func partOfSpeech(at index: Int, lemma: String, in text: TokenizedText, table: PartOfSpeechTable) -> PartOfSpeech? {
        let token = text.tokens[index]
        let candidates = table.partsOfSpeech(form: text.text(of: token), lemma: lemma).filter { $0 != .auxiliary }
        if let tagged = token.pos.flatMap(PartOfSpeech.init(tag:)), candidates.contains(tagged) { return tagged }
        return candidates.count == 1 ? candidates[0] : nil
    }
}
