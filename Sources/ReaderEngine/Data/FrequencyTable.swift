import Tokenizer

/// Frequency rank of each lemma (1 = most frequent), from wordfreq via
/// `Corpora/frequency/lemmas.tsv`. Indexed by lexicon entry for speed (an array
/// the compiler builds, read in place); lemmas outside the lexicon are found in the mapped file.
public struct FrequencyTable: Sendable {
    private let ranksByEntry: MappedArray
    private let others: KeyedSection

    /// The table of the compiled file, whose `lexicon` it is indexed by.
    init(compiled: CompiledData, lexicon: LemmaLexicon, path: String) throws(DataError) {
        ranksByEntry = MappedArray(compiled[.frequencyByEntry])
        guard ranksByEntry.byteCount == 4 * lexicon.count else {
            throw .malformed(path: path, reason: "the frequency table does not match the lemma table")
        }
        others = compiled[.frequency]
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
        guard lemma.isLexiconEntry, let rank = ranksByEntry.word(at: Int(lemma.rawValue)), rank != 0 else { return nil }
        return Int(rank)
    }

    /// Rank of a lemma given as text (lower-cased for lookup).
    public func rank(of lemma: String, lexicon: LemmaLexicon) -> Int? {
        let key = lemma.lowercased()
        if let id = lexicon.id(of: key), let rank = rank(of: id) { return rank }
        return others.firstField(forKey: key).flatMap { Int($0) }
    }
}
