import Tokenizer

/// CEFR level of each word (cefrpy, via `Corpora/cefr/words.tsv`), by word and,
/// for lexicon lemmas, by entry (`LexiconIndexedTable`).
/// The one owner of a term's level: `define`, `show`, the capture card, the
/// exports, the HTML cards and the scorer all ask it, so they give one answer.
public struct CEFRTable: Sendable {
    private let table: LexiconIndexedTable

    /// The table of the compiled file, with its by-entry index over `lexicon`.
    init(compiled: CompiledData, lexicon: LemmaLexicon, path: String) throws(DataError) {
        table = try LexiconIndexedTable(words: compiled[.cefr], codes: compiled[.cefrByEntry], width: .byte, lexicon: lexicon,
                                        path: path, name: "CEFR", code: Self.code)
    }

    /// The table of the compiled file without its by-entry index (the dictionary's).
    init(compiled: CompiledData) {
        table = LexiconIndexedTable(words: compiled[.cefr], codes: compiled[.cefrByEntry], width: .byte, code: Self.code)
    }

    @Sendable private static func code(_ name: Substring) -> UInt32? {
        CEFRLevel(name: String(name)).map { UInt32($0.rawValue) }
    }

    /// The level per lexicon entry (0 for none) of `word TAB level TAB score` rows, for the compiler.
    static func levelsByEntry(wordsTSV bytes: [UInt8], lexicon: LemmaLexicon, path: String) throws -> [UInt8] {
        var levels = try LexiconIndexedTable.codesByEntry(tsv: bytes, lexicon: lexicon, path: path, shape: "word<TAB>level<TAB>score") { buffer, fields in
            guard fields.count >= 3, Double(TSVReader.string(buffer, fields[2])) != nil,
                  let level = CEFRLevel(name: TSVReader.string(buffer, fields[1])) else { return nil }
            return UInt32(level.rawValue)
        }
        LexiconIndexedTable.fillFromStandIns(&levels, lexicon: lexicon, tables: [bytes], standIn: { ClosedUpSpelling.of($0.lowercased()) }) { fields in
            fields.count >= 3 ? CEFRLevel(name: String(fields[1])).map { UInt32($0.rawValue) } : nil
        }
        return levels.map { UInt8($0) }
    }

    /// The level of a lexicon lemma.
    @inline(__always)
    public func level(of lemma: LemmaID) -> CEFRLevel? {
        CEFRLevel(rawValue: Int(table.code(of: lemma)))
    }

    /// The level of one word (a lemma; looked up lower-cased); a hyphenated spelling's is the word's closed up
    /// (`ClosedUpSpelling`).
    public func level(of word: String) -> CEFRLevel? {
        var code = table.code(of: word)
        if code == 0, let closed = ClosedUpSpelling.of(word.lowercased()) { code = table.code(of: closed) }
        return CEFRLevel(rawValue: Int(code))
    }

    /// The level of a term as written: a word written with hyphens whose lemma is its parts' ("wi-fi", lemma
    /// "wi fi") has the lower of its parts' level as a phrase and the level of the word closed up ("wifi"), as
    /// `FrequencyTable.rank(ofTerm:writtenAs:)` takes the more frequent; any other term's is `level(ofTerm:)`.
    public func level(ofTerm lemmas: [String], writtenAs written: String) -> CEFRLevel? {
        let parts = level(ofTerm: lemmas)
        guard lemmas.count > 1, written.contains("-"), let closed = level(of: lemmas.joined()) else { return parts }
        return min(closed, parts ?? closed)
    }

    /// The level of a term given as its lemmas: a word's own; a phrase's is its
    /// hardest word's, and none when one of its words has none.
    public func level(ofTerm lemmas: [String]) -> CEFRLevel? {
        let levels = lemmas.compactMap(level(of:))
        return levels.count == lemmas.count ? levels.max() : nil
    }
}
