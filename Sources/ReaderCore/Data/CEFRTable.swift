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
        try LexiconIndexedTable.codesByEntry(tsv: bytes, lexicon: lexicon, path: path, shape: "word<TAB>level<TAB>score") { buffer, fields in
            guard fields.count >= 3, Double(TSVReader.string(buffer, fields[2])) != nil,
                  let level = CEFRLevel(name: TSVReader.string(buffer, fields[1])) else { return nil }
            return UInt32(level.rawValue)
        }.map { UInt8($0) }
    }

    /// The level of a lexicon lemma.
    @inline(__always)
    public func level(of lemma: LemmaID) -> CEFRLevel? {
        CEFRLevel(rawValue: Int(table.code(of: lemma)))
    }

    /// The level of one word (a lemma; looked up lower-cased).
    public func level(of word: String) -> CEFRLevel? {
        CEFRLevel(rawValue: Int(table.code(of: word)))
    }

    /// The level of a term given as its lemmas: a word's own; a phrase's is its
    /// hardest word's, and none when one of its words has none.
    public func level(ofTerm lemmas: [String]) -> CEFRLevel? {
        let levels = lemmas.compactMap(level(of:))
        return levels.count == lemmas.count ? levels.max() : nil
    }
}
