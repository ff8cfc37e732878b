import Tokenizer

/// What a word's sentence says about its meaning, for the one owner of the sense choice
/// (`EnglishDictionary.entry(for:lemma:context:)`): the part of speech the context settles
/// (`ContextPartOfSpeech`), the classes the written form can have, and the sense model's features.
public struct SenseContext: Sendable, Equatable {
    public var partOfSpeech: PartOfSpeech?
    /// The form's classes with this lemma (`PartOfSpeechTable`); the senses chosen among when
    /// the context does not settle the part of speech.
    public var classes: [PartOfSpeech]
    public var features: SenseFeatures

    public init(partOfSpeech: PartOfSpeech?, classes: [PartOfSpeech], features: SenseFeatures) {
        self.partOfSpeech = partOfSpeech
        self.classes = classes
        self.features = features
    }

    /// The context of word token `index` (lemma `lemma`) of a lemmatized text.
    public init(at index: Int, lemma: String, in text: TokenizedText, lemmatizer: Lemmatizer, table: PartOfSpeechTable) {
        self.init(partOfSpeech: ContextPartOfSpeech.partOfSpeech(at: index, lemma: lemma, in: text, table: table),
                  classes: table.partsOfSpeech(form: text.text(of: text.tokens[index]), lemma: lemma),
                  features: SenseFeatures(at: index, in: text, lemmatizer: lemmatizer))
    }

    /// The parts of speech whose senses may be chosen.
    var allowed: Set<PartOfSpeech> {
        if let partOfSpeech { return [partOfSpeech] }
        let classes = Set(classes.map { $0 == .auxiliary ? .verb : $0 })
        return classes.isEmpty ? Set(PartOfSpeech.allCases) : classes
    }
}

extension EnglishDictionary {
    /// Everything about `lemma` (as written: `term`), its senses ordered for the sentence it is
    /// in: the sense the model scores best first (marked `chosenInContext`), then the other senses
    /// of its part of speech, then the rest. The model chooses among the senses of the part of
    /// speech the context settles, else of the allowed one whose senses WordNet tagged most (the
    /// model's scores are not comparable across parts of speech: `great place` is no verb).
    /// Without a context, the form's only class (if it has one) first, then WordNet's order.
    public func entry(for term: String, lemma: String, context: SenseContext?) -> DictionaryEntry? {
        guard let context else { return entry(for: term, lemma: lemma) }
        let settled = context.partOfSpeech ?? (context.classes.count == 1 ? context.classes[0] : nil)
        guard var entry = entry(for: term, lemma: lemma, partOfSpeech: settled) else { return nil }
        let allowed = context.allowed
        guard entry.sensesOf == nil, let leading = entry.senses.first(where: { allowed.contains($0.partOfSpeech) })?.partOfSpeech
        else { return entry }
        let candidates = entry.senses.indices.filter { entry.senses[$0].partOfSpeech == leading }
        let best = senseModel.choice(among: candidates.map { entry.senses[$0] }, lemma: lemma.lowercased(),
                                     features: context.features.names(stop: senseModel.stopLemmas))
        var chosen = entry.senses.remove(at: candidates[best])
        chosen.chosenInContext = true
        let samePart = entry.senses.filter { $0.partOfSpeech == chosen.partOfSpeech }
        entry.senses = [chosen] + samePart + entry.senses.filter { $0.partOfSpeech != chosen.partOfSpeech }
        return entry
    }
}
