import Tokenizer

/// The review's dictionary for cards with sentences: a captured card reveals the sense its sentence
/// gives the word (as its capture card and the exports chose it), with that sense's translation; a card
/// without a sentence, the term's most frequent sense (`EnglishDictionary`'s own answer).
public struct SentenceDefinitions: DefinitionProvider {
    let builder: CaptureBuilder
    let dictionary: EnglishDictionary

    /// `dictionary` speaks the learner's language when the cards should (`EnglishDictionary.speaking`).
    public init(data: LanguageData, partsOfSpeech: PartOfSpeechTable, dictionary: EnglishDictionary) {
        builder = CaptureBuilder(data: data, partsOfSpeech: partsOfSpeech, dictionary: dictionary)
        self.dictionary = dictionary
    }

    public func card(for term: Term, status: WordStatus) -> CardFacts? {
        dictionary.card(for: term, status: status)
    }

    public func card(for card: ReviewCard) -> CardFacts? {
        // A tokenizer per card: ICU's break iterator is not shared across threads, and a reveal is rare.
        guard let capture = card.capture, let tokenizer = try? Tokenizer() else { return self.card(for: card.term, status: card.status) }
        let facts = builder.card(for: capture, status: card.status, tokenizer: tokenizer)
        return facts.senses.isEmpty && facts.ipa.isEmpty ? self.card(for: card.term, status: card.status) : facts
    }
}
