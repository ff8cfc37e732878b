import Tokenizer

/// Frequency rank of each lemma (1 = most frequent), from wordfreq via
/// `Corpora/frequency/lemmas.tsv`. Indexed by lexicon entry for speed; lemmas
/// outside the lexicon fall back to a dictionary.
public struct FrequencyTable: Sendable {
    private var ranksByEntry: [UInt32]
    private var otherRanks: [String: Int] = [:]
    public let count: Int

    /// Parses `lemma TAB rank TAB zipf` rows.
    public init(lemmasTSV bytes: [UInt8], lexicon: LemmaLexicon, path: String = "frequency/lemmas.tsv") throws {
        ranksByEntry = Array(repeating: 0, count: lexicon.count)
        var rows = 0
        var ranks = ranksByEntry
        var others: [String: Int] = [:]
        try bytes.withUnsafeBufferPointer { buffer in
            try TSVReader.forEachRow(buffer) { fields, line in
                guard fields.count >= 2, let rank = TSVReader.integer(buffer, fields[1]), rank > 0 else {
                    throw DataError.malformed(path: path, reason: "line \(line) is not 'lemma<TAB>rank<TAB>zipf'")
                }
                if let id = lexicon.id(ofBytes: UnsafeBufferPointer(rebasing: buffer[fields[0]])), Int(id.rawValue) < ranks.count {
                    let index = Int(id.rawValue)
                    if ranks[index] == 0 { ranks[index] = UInt32(rank) }
                } else {
                    let lemma = TSVReader.string(buffer, fields[0])
                    if others[lemma] == nil { others[lemma] = rank }
                }
                rows += 1
            }
        }
        ranksByEntry = ranks
        otherRanks = others
        count = rows
        // "I" is the lemma the lemmatizer gives; the table spells it lower-case.
        if let lower = lexicon.id(of: "i"), let upper = lexicon.id(of: "I") {
            ranksByEntry[Int(upper.rawValue)] = ranksByEntry[Int(lower.rawValue)]
        }
    }

    /// Rank of a lexicon lemma, or nil if not among the ranked lemmas.
    @inline(__always)
    public func rank(of lemma: LemmaID) -> Int? {
        guard lemma.isLexiconEntry, Int(lemma.rawValue) < ranksByEntry.count else { return nil }
        let rank = ranksByEntry[Int(lemma.rawValue)]
        return rank == 0 ? nil : Int(rank)
    }

    /// Rank of a lemma given as text (lower-cased for lookup).
    public func rank(of lemma: String, lexicon: LemmaLexicon) -> Int? {
        let key = lemma.lowercased()
        if let id = lexicon.id(of: key), let rank = rank(of: id) { return rank }
        return otherRanks[key]
    }
}
