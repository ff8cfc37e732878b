import Tokenizer

/// Which dictionary entry a capture leads with, the one owner for the capture
/// card, `reader show` and the exports: the part of speech the word has in its
/// saved sentence first. Needs only the word-class table and the dictionary,
/// so an export does not load the lemmatizer and frequency tables.
public struct CaptureSense: Sendable {
    public let partsOfSpeech: PartOfSpeechTable
    public let dictionary: EnglishDictionary?

    public init(partsOfSpeech: PartOfSpeechTable, dictionary: EnglishDictionary?) {
        self.partsOfSpeech = partsOfSpeech
        self.dictionary = dictionary
    }

    /// Every sense of the capture's term, those of `partOfSpeech` (or of the
    /// form's only word class) first. Nil without a dictionary or when it lacks the term.
    public func entry(for capture: Capture, partOfSpeech: PartOfSpeech? = nil) -> DictionaryEntry? {
        guard let dictionary else { return nil }
        let classes = partsOfSpeech.partsOfSpeech(form: capture.surface, lemma: capture.term.key)
        return dictionary.entry(for: capture.surface, lemma: capture.term.key,
                                partOfSpeech: partOfSpeech ?? (classes.count == 1 ? classes[0] : nil))
    }

    /// The IPA and sense a capture's card leads with, which the exports carry
    /// (`VocabularyBackup.CaptureDetails`).
    public func details(of capture: Capture, tokenizer: Tokenizer) -> (ipa: String?, sense: Sense?) {
        let entry = entry(for: capture, partOfSpeech: contextPartOfSpeech(of: capture, tokenizer: tokenizer))
        return (entry?.ipa.first, entry?.senses.first)
    }

    /// The part of speech a captured word has in its saved sentence
    /// (`ContextPartOfSpeech`). Nil for a phrase, or when the sentence does not
    /// settle it or no longer holds the word.
    public func contextPartOfSpeech(of capture: Capture, tokenizer: Tokenizer) -> PartOfSpeech? {
        guard capture.term.wordCount == 1, let range = capture.rangeInSentence,
              let text = try? tokenizer.tokenize(capture.sentence) else { return nil }
        let start = capture.sentence.utf8.distance(from: capture.sentence.startIndex, to: range.lowerBound)
        guard let index = text.tokens.firstIndex(where: { Int($0.start) == start && $0.kind == .word }) else { return nil }
        return ContextPartOfSpeech.partOfSpeech(at: index, lemma: capture.term.key, in: text, table: partsOfSpeech)
    }
}
