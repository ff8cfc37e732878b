import Tokenizer

/// Which dictionary entry a capture leads with, for its card (`CaptureBuilder.card(for:...)`):
/// the sense its saved sentence gives it (`EnglishDictionary.entry(for:lemma:context:)`).
public struct CaptureSense: Sendable {
    public let lemmatizer: Lemmatizer
    public let partsOfSpeech: PartOfSpeechTable
    public let dictionary: EnglishDictionary?

    public init(lemmatizer: Lemmatizer, partsOfSpeech: PartOfSpeechTable, dictionary: EnglishDictionary?) {
        self.lemmatizer = lemmatizer
        self.partsOfSpeech = partsOfSpeech
        self.dictionary = dictionary
    }

    /// Every sense of the capture's term, the one `context` chooses first (without a context,
    /// those of the form's only word class). Nil without a dictionary or when it lacks the term.
    public func entry(for capture: Capture, context: SenseContext?) -> DictionaryEntry? {
        guard let dictionary else { return nil }
        if let context { return dictionary.entry(for: capture.surface, lemma: capture.term.key, context: context) }
        let classes = partsOfSpeech.partsOfSpeech(form: capture.surface, lemma: capture.term.key)
        return dictionary.entry(for: capture.surface, lemma: capture.term.key, partOfSpeech: classes.count == 1 ? classes[0] : nil)
    }

    /// What a captured word's saved sentence says about its sense. Nil for a phrase, or when
    /// the sentence no longer holds the word.
    public func context(of capture: Capture, tokenizer: Tokenizer) -> SenseContext? {
        guard capture.term.wordCount == 1, let range = capture.rangeInSentence,
              var text = try? tokenizer.tokenize(capture.sentence) else { return nil }
        lemmatizer.lemmatize(&text)
        let start = capture.sentence.utf8.distance(from: capture.sentence.startIndex, to: range.lowerBound)
        guard let index = text.tokens.firstIndex(where: { Int($0.start) == start && $0.kind == .word }) else { return nil }
        return SenseContext(at: index, lemma: capture.term.key, in: text, lemmatizer: lemmatizer, table: partsOfSpeech)
    }
}
