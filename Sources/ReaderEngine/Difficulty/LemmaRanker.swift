import Foundation
import Tokenizer

/// The frequency rank a lemma counts with in bands and the lexical measures.
///
/// The lemma table (`frequency/lemmas.tsv`) misses lemmas the lemmatizer keeps as
/// written: participles used as adjectives ("interested"), lexicalised plurals
/// ("means"), abbreviations ("mr."). Those fall back to the word-form table
/// (`frequency/words.tsv`). Function words neither table lists (possessive "'s")
/// count as frequent: every closed-class word is among the most common.
struct LemmaRanker: Sendable {
    private let formRanks: [String: Int]
    /// Rank given to an unlisted function word.
    static let functionWordRank = 100

    init(data: LanguageData) throws {
        let path = data.location.url("frequency/words.tsv").path
        var ranks: [String: Int] = [:]
        try TSVReader.forEachRow(try LanguageData.read(path)) { fields, line in
            guard fields.count >= 2, let rank = Int(fields[1]) else {
                throw DataError.malformed(path: path, reason: "line \(line) is not 'word<TAB>rank<TAB>zipf'")
            }
            if ranks[String(fields[0])] == nil { ranks[String(fields[0])] = rank }
        }
        formRanks = ranks
    }

    /// Rank of a lexicon lemma.
    func rank(of id: LemmaID, data: LanguageData) -> Int? {
        if let rank = data.frequency.rank(of: id) { return rank }
        if let lemma = data.lexicon.string(for: id), let rank = formRank(of: lemma) { return rank }
        return data.lexicon.isContentLemma(id) ? nil : LemmaRanker.functionWordRank
    }

    /// Rank of a word outside the lexicon (lower-cased text), or of a name.
    func rank(of word: String, data: LanguageData) -> Int? {
        data.frequency.rank(of: word, lexicon: data.lexicon) ?? formRank(of: word)
    }

    private func formRank(of word: String) -> Int? {
        let lowered = word.lowercased()
        if let rank = formRanks[lowered] { return rank }
        let trimmed = lowered.trimmingCharacters(in: ["."])
        return trimmed != lowered ? formRanks[trimmed] : nil
    }
}
