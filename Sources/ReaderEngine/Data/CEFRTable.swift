import Tokenizer

/// CEFR level of each word (cefrpy, via `Corpora/cefr/words.tsv`), indexed by
/// lexicon entry (an array the compiler builds, read in place); other words are found in the mapped file.
public struct CEFRTable: Sendable {
    private let levelsByEntry: MappedArray
    private let others: KeyedSection

    /// The table of the compiled file, whose `lexicon` it is indexed by.
    init(compiled: CompiledData, lexicon: LemmaLexicon, path: String) throws(DataError) {
        levelsByEntry = MappedArray(compiled[.cefrByEntry])
        guard levelsByEntry.byteCount == lexicon.count else {
            throw .malformed(path: path, reason: "the CEFR table does not match the lemma table")
        }
        others = compiled[.cefr]
    }

    /// The level per lexicon entry (0 for none) of `word TAB level TAB score` rows, for the compiler.
    static func levelsByEntry(wordsTSV bytes: [UInt8], lexicon: LemmaLexicon, path: String) throws -> [UInt8] {
        var levels = [UInt8](repeating: 0, count: lexicon.count)
        try bytes.withUnsafeBufferPointer { buffer in
            try TSVReader.forEachRow(buffer) { fields, line in
                guard fields.count >= 3, let level = CEFRLevel(name: TSVReader.string(buffer, fields[1])),
                      Double(TSVReader.string(buffer, fields[2])) != nil else {
                    throw DataError.malformed(path: path, reason: "line \(line) is not 'word<TAB>level<TAB>score'")
                }
                if let id = lexicon.id(ofBytes: UnsafeBufferPointer(rebasing: buffer[fields[0]])), Int(id.rawValue) < levels.count {
                    levels[Int(id.rawValue)] = UInt8(level.rawValue)
                }
            }
        }
        if let lower = lexicon.id(of: "i"), let upper = lexicon.id(of: "I") {
            levels[Int(upper.rawValue)] = levels[Int(lower.rawValue)]
        }
        return levels
    }

    @inline(__always)
    public func level(of lemma: LemmaID) -> CEFRLevel? {
        guard lemma.isLexiconEntry, let level = levelsByEntry.byte(at: Int(lemma.rawValue)) else { return nil }
        return CEFRLevel(rawValue: Int(level))
    }

    public func level(of word: String, lexicon: LemmaLexicon) -> CEFRLevel? {
        let key = word.lowercased()
        if let id = lexicon.id(of: key), let level = level(of: id) { return level }
        return others.firstField(forKey: key).flatMap { CEFRLevel(name: String($0)) }
    }
}
