import Tokenizer
import ReaderCore

/// The status a term shows on every face: its own, or, for a single lemma the learner never marked, the
/// status its word family gives it (`read` highlights by the same rule, through `Annotator`).
extension VocabularyStore {
    /// The status `term` takes from the nearest head of its family that has one, with that head; nil when
    /// the term has a status of its own, is a phrase, or no head within reach has one.
    public func inheritedStatus(of term: Term, families: WordFamilies, lexicon: LemmaLexicon) throws -> (status: WordStatus, head: String)? {
        guard term.lemmas.count == 1, try status(of: term) == nil else { return nil }
        return try families.inheritedStatus(of: term.key, lexicon: lexicon) { head in
            try status(of: Term(lemmas: [head]) ?? term)
        }
    }

    /// The status a card shows: the term's own, else its family's, else New.
    public func shownStatus(of term: Term, families: WordFamilies, lexicon: LemmaLexicon) throws -> WordStatus {
        try status(of: term) ?? inheritedStatus(of: term, families: families, lexicon: lexicon)?.status ?? .new
    }
}
