import Tokenizer

/// Frequency rank of each lemma (1 = most frequent), from wordfreq via
/// `Corpora/frequency/lemmas.tsv`, by lemma and, for lexicon lemmas, by entry
/// (`LexiconIndexedTable`). The one owner of a term's rank: `define`, the
/// capture card and the scorer all ask it.
public struct FrequencyTable: Sendable {
    private let table: LexiconIndexedTable

    /// The table of the compiled file, with its by-entry index over `lexicon`.
    init(compiled: CompiledData, lexicon: LemmaLexicon, path: String) throws(DataError) {
        table = try LexiconIndexedTable(words: compiled[.frequency], codes: compiled[.frequencyByEntry], width: .word,
                                        lexicon: lexicon, path: path, name: "frequency", code: Self.code)
    }

    /// The table of the compiled file without its by-entry index (the dictionary's).
    init(compiled: CompiledData) {
        table = LexiconIndexedTable(words: compiled[.frequency], codes: compiled[.frequencyByEntry], width: .word, code: Self.code)
    }

    @Sendable private static func code(_ rank: Substring) -> UInt32? {
        UInt32(rank)
    }

    /// The rank per lexicon entry (0 for none) of `lemma TAB rank TAB zipf` rows, for the compiler.
    static func ranksByEntry(lemmasTSV bytes: [UInt8], lexicon: LemmaLexicon, path: String) throws -> [UInt32] {
        try LexiconIndexedTable.codesByEntry(tsv: bytes, lexicon: lexicon, path: path, shape: "lemma<TAB>rank<TAB>zipf") { buffer, fields in
            guard fields.count >= 2, let rank = TSVReader.integer(buffer, fields[1]), rank <= UInt32.max else { return nil }
            return UInt32(rank)
        }
    }

    /// Rank of a lexicon lemma, or nil if not among the ranked lemmas.
    @inline(__always)
    public func rank(of lemma: LemmaID) -> Int? {
        let rank = table.code(of: lemma)
        return rank == 0 ? nil : Int(rank)
    }

    /// Rank of a lemma given as text (looked up lower-cased).
    public func rank(of lemma: String) -> Int? {
        let rank = table.code(of: lemma)
        return rank == 0 ? nil : Int(rank)
    }

    /// Rank of a term given as its lemmas: a word's own; a phrase is as rare as
    /// its rarest word, and unranked when one of its words is.
    public func rank(ofTerm lemmas: [String]) -> Int? {
        let ranks = lemmas.compactMap(rank(of:))
        return ranks.count == lemmas.count ? ranks.max() : nil
    }
}
