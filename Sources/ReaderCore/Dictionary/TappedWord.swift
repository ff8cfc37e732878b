import Tokenizer

/// The word at a byte offset of a text, as `reader define --at`/`--taps` and a tap in the browser
/// find it: as written, its lemma in context, and what its sentence says about its sense
/// (`SenseContext`), which orders the senses of its dictionary entry.
public struct TappedWord: Sendable, Equatable {
    public let surface: String
    public let lemma: String
    public let context: SenseContext
    /// Index of the word in `text.tokens`.
    public let tokenIndex: Int

    /// Throws `CaptureError` when the offset is outside the text or not on a word.
    public init(at offset: Int, in text: TokenizedText, tokenizer: Tokenizer, lemmatizer: Lemmatizer,
                partsOfSpeech: PartOfSpeechTable) throws {
        let index = try CaptureTarget.offset(offset).locate(in: text, tokenizer: tokenizer).lowerBound
        let token = text.tokens[index]
        if let whole = HyphenatedWord.range(around: index, in: text, lexicon: lemmatizer.lexicon) {
            surface = String(decoding: text.bytes[Int(text.tokens[whole.lowerBound].start)..<Int(text.tokens[whole.upperBound].end)],
                             as: UTF8.self)
            lemma = Term(tokens: text.tokens[whole], in: text, lemmatizer: lemmatizer)?.key ?? surface.lowercased()
        } else {
            surface = text.text(of: token)
            lemma = lemmatizer.lemmaString(of: token, in: text) ?? surface.lowercased()
        }
        context = SenseContext(at: index, lemma: lemma, in: text, lemmatizer: lemmatizer, table: partsOfSpeech)
        tokenIndex = index
    }

    /// Its entry, the sense its sentence suggests first; nil when the dictionary lacks it.
    public func entry(in dictionary: EnglishDictionary) -> DictionaryEntry? {
        dictionary.entry(for: surface, lemma: lemma, context: context)
    }

    /// Its card, the same on every face: its entry, or its frequency, level and status where the dictionary lacks it.
    public func card(in dictionary: EnglishDictionary, data: LanguageData, status: WordStatus) -> CardFacts {
        entry(in: dictionary).map { CardFacts(entry: $0, status: status) }
            ?? CardFacts(unlisted: surface, lemma: lemma, data: data, status: status)
    }
}
