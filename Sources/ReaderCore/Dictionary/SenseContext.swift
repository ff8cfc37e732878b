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
    /// Capitalised as a name inside its sentence ("met in March", `isCapitalisedAsName`): a name's senses,
    /// where WordNet has one.
    public var capitalisedInside: Bool

    public init(partOfSpeech: PartOfSpeech?, classes: [PartOfSpeech], features: SenseFeatures, capitalisedInside: Bool = false) {
        self.partOfSpeech = partOfSpeech
        self.classes = classes
        self.features = features
        self.capitalisedInside = capitalisedInside
    }

    /// The context of word token `index` (lemma `lemma`) of a lemmatized text.
    public init(at index: Int, lemma: String, in text: TokenizedText, lemmatizer: Lemmatizer, table: PartOfSpeechTable) {
        let form = text.text(of: text.tokens[index])
        let features = SenseFeatures(at: index, in: text, lemmatizer: lemmatizer)
        self.init(partOfSpeech: ContextPartOfSpeech.partOfSpeech(at: index, lemma: lemma, in: text, table: table),
                  classes: table.partsOfSpeech(form: form, lemma: lemma), features: features,
                  capitalisedInside: Self.isCapitalisedAsName(at: index, form: form, position: features.position, in: text))
    }

    /// Whether word token `index` (`form`, word `position` of its sentence) is capitalised as a name is: not
    /// first in its sentence, tagged PROPN (the tagger reads "flew to Turkey" and "met in March" from
    /// context), not written all in capitals ("AMAZING JOB") and not in a headline-cased sentence, whose
    /// capitals are style ("Best Pizza In Town").
    static func isCapitalisedAsName(at index: Int, form: String, position: Int, in text: TokenizedText) -> Bool {
        guard position > 0, form.first?.isUppercase == true, text.tokens[index].pos?.isProperNoun == true else { return false }
        let letters = form.filter(\.isLetter)
        if letters.count > 1 && letters.allSatisfy(\.isUppercase) { return false }
        return !isHeadlineCased(sentenceOf: index, in: text)
    }

    /// Whether the token's sentence capitalises two words or more and no noun, verb, adjective or adverb
    /// (by the tagger's tags) starts in lower case: title case leaves only function words small
    /// ("Best Pizza in Town"), while "The Protestants met in March" writes `met` small.
    static func isHeadlineCased(sentenceOf index: Int, in text: TokenizedText) -> Bool {
        var capitalised = 0
        for token in text.tokens[text.sentenceIndices(around: index)] where token.kind == .word {
            guard let initial = text.text(of: token).first, initial.isLetter else { continue }
            if initial.isUppercase {
                capitalised += 1
            } else if [.noun, .verb, .adjective, .adverb].contains(token.pos) {
                return false
            }
        }
        return capitalised >= 2
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
    /// model's scores are not comparable across parts of speech: `great place` is no verb). A word
    /// capitalised as a name inside its sentence chooses among the senses WordNet writes capitalised
    /// (but persons SemCor never tagged), if any.
    /// Without a context, the form's only class (if it has one) first, then WordNet's order.
    public func entry(for term: String, lemma: String, context: SenseContext?) -> DictionaryEntry? {
        guard let context else { return entry(for: term, lemma: lemma) }
        let settled = context.partOfSpeech ?? (context.classes.count == 1 ? context.classes[0] : nil)
        guard var entry = entry(for: term, lemma: lemma, partOfSpeech: settled) else { return nil }
        let allowed = context.allowed
        guard entry.sensesOf == nil, let leading = entry.senses.first(where: { allowed.contains($0.partOfSpeech) })?.partOfSpeech
        else { return entry }
        var candidates = entry.senses.indices.filter { entry.senses[$0].partOfSpeech == leading }
        let named = candidates.filter { entry.senses[$0].writtenCapitalised && !entry.senses[$0].isUnattestedPerson }
        if context.capitalisedInside, !named.isEmpty { candidates = named }
        let best = senseModel.choice(among: candidates.map { entry.senses[$0] }, lemma: lemma.lowercased(), context: context.features)
        var chosen = entry.senses.remove(at: candidates[best])
        chosen.chosenInContext = true
        let samePart = entry.senses.filter { $0.partOfSpeech == chosen.partOfSpeech }
        entry.senses = [chosen] + samePart + entry.senses.filter { $0.partOfSpeech != chosen.partOfSpeech }
        return entry
    }
}
