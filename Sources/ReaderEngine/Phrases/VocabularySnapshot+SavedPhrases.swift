import Collocations
import Tokenizer

extension VocabularySnapshot {
    /// The snapshot's phrases, whatever their status, indexed for tap expansion:
    /// a phrase the learner saved (even one now known) is what a tap on it selects.
    public func savedPhrases(lexicon: LemmaLexicon) -> SavedPhrases {
        SavedPhrases(Array(phrases.keys), lexicon: lexicon)
    }
}
