/// A read-only copy of the learner's vocabulary, taken from the store once and
/// handed to the annotator, the difficulty scorer and tap expansion.
///
/// Keys are lower-case lemma text; phrases are sequences of lower-case lemmas.
/// Anything absent is `.new`.
public struct VocabularySnapshot: Sendable, Equatable {
    /// Status of each word lemma ("run" -> .known covers "ran", "runs").
    public var lemmas: [String: WordStatus]
    /// Status overrides for one lower-case surface form ("data" marked apart from "datum").
    public var forms: [String: WordStatus]
    /// Saved phrases as lemma sequences (["make", "a", "decision"]).
    public var phrases: [[String]: WordStatus]

    public init(lemmas: [String: WordStatus] = [:], forms: [String: WordStatus] = [:], phrases: [[String]: WordStatus] = [:]) {
        self.lemmas = lemmas
        self.forms = forms
        self.phrases = phrases
    }

    public static let empty = VocabularySnapshot()
}
