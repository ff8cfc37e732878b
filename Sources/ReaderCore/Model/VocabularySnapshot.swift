/// A read-only copy of the learner's vocabulary, taken from the store once and
/// handed to the annotator, the difficulty scorer and tap expansion.
///
/// Keys are lower-case lemma text; phrases are sequences of lower-case lemmas.
/// Anything absent is `.new`. A snapshot taken for one text
/// (`VocabularyStore.snapshot(for:)`) may hold only the word lemmas that text
/// looks up, with every phrase and form.
public struct VocabularySnapshot: Sendable, Equatable {
    /// Status of each word lemma ("run" -> .known covers "ran", "runs"), kept
    /// as the store lists them (`LemmaStatusList`); this dictionary is built when asked for.
    /// Only the text's lemmas when `isPartial`.
    public var lemmas: [String: WordStatus] {
        get { lemmaList.dictionary }
        set { lemmaList = LemmaStatusList(newValue) }
    }
    package var lemmaList: LemmaStatusList
    /// Status overrides for one lower-case surface form ("data" marked apart from "datum").
    public var forms: [String: WordStatus]
    /// Saved phrases as lemma sequences (["make", "a", "decision"]).
    public var phrases: [[String]: WordStatus]
    /// Whether the word lemmas are only those one text looks up (`VocabularyKeys`),
    /// taken from a vocabulary that is not empty.
    public let isPartial: Bool

    public init(lemmas: [String: WordStatus] = [:], forms: [String: WordStatus] = [:], phrases: [[String]: WordStatus] = [:]) {
        lemmaList = LemmaStatusList(lemmas)
        self.forms = forms
        self.phrases = phrases
        isPartial = false
    }

    package init(lemmaList: LemmaStatusList, forms: [String: WordStatus], phrases: [[String]: WordStatus], isPartial: Bool = false) {
        self.lemmaList = lemmaList
        self.forms = forms
        self.phrases = phrases
        self.isPartial = isPartial
    }

    /// Whether the vocabulary holds no term and no form.
    public var isEmpty: Bool { !isPartial && lemmaList.count == 0 && forms.isEmpty && phrases.isEmpty }

    public static let empty = VocabularySnapshot()
}
