import Tokenizer

/// CEFR level of each word (cefrpy, via `Corpora/cefr/words.tsv`), found in the
/// mapped file; for lexicon lemmas also indexed by entry (an array the compiler
/// builds, read in place), so the scorer's per-lemma lookups cost no search.
/// The one owner of a term's level: `define`, `show`, the capture card, the
/// exports, the HTML cards and the scorer all ask it, so they give one answer.
public struct CEFRTable: Sendable {
    /// Every word of the table.
    private let words: KeyedSection
    /// The same levels by lexicon entry; nil where no lexicon is loaded (the dictionary).
    private let byEntry: (levels: MappedArray, lexicon: LemmaLexicon)?

    /// The table of the compiled file, with its by-entry index over `lexicon`.
    init(compiled: CompiledData, lexicon: LemmaLexicon, path: String) throws(DataError) {
        let levels = MappedArray(compiled[.cefrByEntry])
        guard levels.byteCount == lexicon.count else {
            throw .malformed(path: path, reason: "the CEFR table does not match the lemma table")
        }
        words = compiled[.cefr]
        byEntry = (levels, lexicon)
    }

    /// The table of the compiled file without its by-entry index: the same
    /// answers by word, for a reader of the file that loads no lexicon.
    init(compiled: CompiledData) {
        words = compiled[.cefr]
        byEntry = nil
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

    /// The level of a lexicon lemma.
    @inline(__always)
    public func level(of lemma: LemmaID) -> CEFRLevel? {
        guard let byEntry, lemma.isLexiconEntry, let level = byEntry.levels.byte(at: Int(lemma.rawValue)) else { return nil }
        return CEFRLevel(rawValue: Int(level))
    }

    /// The level of one word (a lemma; looked up lower-cased).
    public func level(of word: String) -> CEFRLevel? {
        let key = word.lowercased()
        if let byEntry, let id = byEntry.lexicon.id(of: key), let level = level(of: id) { return level }
        return words.firstField(forKey: key).flatMap { CEFRLevel(name: String($0)) }
    }

    /// The level of a term given as its lemmas: a word's own; a phrase's is its
    /// hardest word's, and none when one of its words has none.
    public func level(ofTerm lemmas: [String]) -> CEFRLevel? {
        let levels = lemmas.compactMap(level(of:))
        return levels.count == lemmas.count ? levels.max() : nil
    }
}
