import Tokenizer

/// The frequency rank a lemma counts with in bands and the lexical measures:
/// `FrequencyTable`'s, and function words no table lists (possessive "'s")
/// count as frequent: every closed-class word is among the most common.
struct LemmaRanker: Sendable {
    /// Rank given to an unlisted function word.
    static let functionWordRank = 100

    /// Rank of a lexicon lemma.
    func rank(of id: LemmaID, data: LanguageData) -> Int? {
        if let rank = data.frequency.rank(of: id) { return rank }
        return data.lexicon.isContentLemma(id) ? nil : LemmaRanker.functionWordRank
    }

    /// Rank of a word outside the lexicon (lower-cased text), or of a name.
    func rank(of word: String, data: LanguageData) -> Int? {
        data.frequency.rank(of: word)
    }
}
