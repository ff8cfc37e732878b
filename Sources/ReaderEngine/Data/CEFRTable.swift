import Tokenizer

/// CEFR level of each word (cefrpy, via `Corpora/cefr/words.tsv`), indexed by
/// lexicon entry with a dictionary for the rest.
public struct CEFRTable: Sendable {
    private var levelsByEntry: [UInt8]
    private var others: [String: CEFRLevel] = [:]

    /// Parses `word TAB level TAB score` rows.
    public init(wordsTSV bytes: [UInt8], lexicon: LemmaLexicon, path: String = "cefr/words.tsv") throws {
        var levels = [UInt8](repeating: 0, count: lexicon.count)
        var others: [String: CEFRLevel] = [:]
        try bytes.withUnsafeBufferPointer { buffer in
            try TSVReader.forEachRow(buffer) { fields, line in
                guard fields.count >= 3, let level = CEFRLevel(name: TSVReader.string(buffer, fields[1])),
                      Double(TSVReader.string(buffer, fields[2])) != nil else {
                    throw DataError.malformed(path: path, reason: "line \(line) is not 'word<TAB>level<TAB>score'")
                }
                if let id = lexicon.id(ofBytes: UnsafeBufferPointer(rebasing: buffer[fields[0]])), Int(id.rawValue) < levels.count {
                    levels[Int(id.rawValue)] = UInt8(level.rawValue)
                } else {
                    others[TSVReader.string(buffer, fields[0])] = level
                }
            }
        }
        levelsByEntry = levels
        self.others = others
        if let lower = lexicon.id(of: "i"), let upper = lexicon.id(of: "I") {
            levelsByEntry[Int(upper.rawValue)] = levelsByEntry[Int(lower.rawValue)]
        }
    }

    @inline(__always)
    public func level(of lemma: LemmaID) -> CEFRLevel? {
        guard lemma.isLexiconEntry, Int(lemma.rawValue) < levelsByEntry.count else { return nil }
        return CEFRLevel(rawValue: Int(levelsByEntry[Int(lemma.rawValue)]))
    }

    public func level(of word: String, lexicon: LemmaLexicon) -> CEFRLevel? {
        let key = word.lowercased()
        if let id = lexicon.id(of: key), let level = level(of: id) { return level }
        return others[key]
    }
}
