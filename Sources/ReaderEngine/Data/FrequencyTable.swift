import Tokenizer

/// Frequency rank of each lemma (1 = most frequent), from wordfreq via
/// `Corpora/frequency/lemmas.tsv`, found in the mapped file; for lexicon
/// lemmas also indexed by entry (an array the compiler builds, read in place),
/// so the scorer's per-lemma lookups cost no search. The one owner of a
/// term's rank: `define`, the capture card and the scorer all ask it.
public struct FrequencyTable: Sendable {
    /// Every lemma of the table.
    private let lemmas: KeyedSection
    /// The same ranks by lexicon entry; nil where no lexicon is loaded (the dictionary).
    private let byEntry: (ranks: MappedArray, lexicon: LemmaLexicon)?

    /// The table of the compiled file, with its by-entry index over `lexicon`.
    init(compiled: CompiledData, lexicon: LemmaLexicon, path: String) throws(DataError) {
        let ranks = MappedArray(compiled[.frequencyByEntry])
        guard ranks.byteCount == 4 * lexicon.count else {
            throw .malformed(path: path, reason: "the frequency table does not match the lemma table")
        }
        lemmas = compiled[.frequency]
        byEntry = (ranks, lexicon)
    }

    /// The table of the compiled file without its by-entry index: the same
    /// answers by lemma, for a reader of the file that loads no lexicon.
    init(compiled: CompiledData) {
        lemmas = compiled[.frequency]
        byEntry = nil
    }

    /// The rank per lexicon entry (0 for none) of `lemma TAB rank TAB zipf` rows, for the compiler.
    static func ranksByEntry(lemmasTSV bytes: [UInt8], lexicon: LemmaLexicon, path: String) throws -> [UInt32] {
        var ranks = [UInt32](repeating: 0, count: lexicon.count)
        try bytes.withUnsafeBufferPointer { buffer in
            try TSVReader.forEachRow(buffer) { fields, line in
                guard fields.count >= 2, let rank = TSVReader.integer(buffer, fields[1]), rank > 0, rank <= UInt32.max else {
                    throw DataError.malformed(path: path, reason: "line \(line) is not 'lemma<TAB>rank<TAB>zipf'")
                }
                if let id = lexicon.id(ofBytes: UnsafeBufferPointer(rebasing: buffer[fields[0]])), Int(id.rawValue) < ranks.count,
                   ranks[Int(id.rawValue)] == 0 {
                    ranks[Int(id.rawValue)] = UInt32(rank)
                }
            }
        }
        // "I" is the lemma the lemmatizer gives; the table spells it lower-case.
        if let lower = lexicon.id(of: "i"), let upper = lexicon.id(of: "I") {
            ranks[Int(upper.rawValue)] = ranks[Int(lower.rawValue)]
        }
        return ranks
    }

    /// Rank of a lexicon lemma, or nil if not among the ranked lemmas.
    @inline(__always)
    public func rank(of lemma: LemmaID) -> Int? {
        guard let byEntry, lemma.isLexiconEntry, let rank = byEntry.ranks.word(at: Int(lemma.rawValue)), rank != 0 else { return nil }
        return Int(rank)
    }

    /// Rank of a lemma given as text (looked up lower-cased).
    public func rank(of lemma: String) -> Int? {
        let key = lemma.lowercased()
        if let byEntry, let id = byEntry.lexicon.id(of: key), let rank = rank(of: id) { return rank }
        return lemmas.firstField(forKey: key).flatMap { Int($0) }
    }

    /// Rank of a term given as its lemmas: a word's own; a phrase is as rare as
    /// its rarest word, and unranked when one of its words is.
    public func rank(ofTerm lemmas: [String]) -> Int? {
        let ranks = lemmas.compactMap(rank(of:))
        return ranks.count == lemmas.count ? ranks.max() : nil
    }
}
