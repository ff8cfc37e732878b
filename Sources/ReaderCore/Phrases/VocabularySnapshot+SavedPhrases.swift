import Collocations

extension VocabularySnapshot {
    /// The snapshot's phrases, whatever their status, indexed for tap expansion:
    /// a phrase the learner saved (even one now known) is what a tap on it selects.
    /// `classes`: the phrase lexicon's (`PhraseLexicon.classes`).
    public func savedPhrases(classes: WordClassTable) -> SavedPhrases {
        SavedPhrases(Array(phrases.keys), classes: classes)
    }
}
