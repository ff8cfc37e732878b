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
        formRanks = try LemmaRanker.parse(try LanguageData.read(path), path: path)
    }

    /// Reads `word TAB rank TAB zipf` rows straight from the bytes: splitting the
    /// 60,000 lines as Strings costs more than all the scoring of a short article.
    static func parse(_ bytes: [UInt8], path: String) throws -> [String: Int] {
        var ranks: [String: Int] = [:]
        ranks.reserveCapacity(bytes.count / 16)
        try bytes.withUnsafeBufferPointer { buffer in
            var lineStart = 0
            var line = 1
            while lineStart < buffer.count {
                var end = lineStart
                while end < buffer.count && buffer[end] != 10 { end += 1 }
                if end > lineStart {
                    var tab = lineStart
                    while tab < end && buffer[tab] != 9 { tab += 1 }
                    var rank = 0
                    var cursor = tab + 1
                    while cursor < end, buffer[cursor] >= 48, buffer[cursor] <= 57 {
                        rank = rank * 10 + Int(buffer[cursor] - 48)
                        cursor += 1
                    }
                    guard tab < end, cursor > tab + 1 else {
                        throw DataError.malformed(path: path, reason: "line \(line) is not 'word<TAB>rank<TAB>zipf'")
                    }
                    let word = String(decoding: UnsafeBufferPointer(rebasing: buffer[lineStart..<tab]), as: UTF8.self)
                    if ranks[word] == nil { ranks[word] = rank }
                }
                lineStart = end + 1
                line += 1
            }
        }
        return ranks
    }

    /// Rank of a lexicon lemma.
    func rank(of id: LemmaID, data: LanguageData) -> Int? {
        if let rank = data.frequency.rank(of: id) { return rank }
        if let lemma = data.lexicon.string(for: id), let rank = formRank(of: lemma) { return rank }
        return data.lexicon.isContentLemma(id) ? nil : LemmaRanker.functionWordRank
    }

    /// Rank of a word outside the lexicon (lower-cased text), or of a name.
    func rank(of word: String, data: LanguageData) -> Int? {
        data.frequency.rank(of: word) ?? formRank(of: word)
    }

    private func formRank(of word: String) -> Int? {
        let lowered = word.lowercased()
        if let rank = formRanks[lowered] { return rank }
        let trimmed = lowered.trimmingCharacters(in: ["."])
        return trimmed != lowered ? formRanks[trimmed] : nil
    }
}
