import Tokenizer

/// A word table of the compiled file, the engine `CEFRTable` and
/// `FrequencyTable` share: the rows of a keyed section (`word TAB value ...`),
/// and for lexicon lemmas the same values in an array indexed by lexicon entry
/// (the compiler builds it, read in place), so the scorer's per-lemma lookups
/// cost no search. Values are positive codes, 0 for none; each table gives
/// them their meaning.
struct LexiconIndexedTable: Sendable {
    /// Bytes per code in the by-entry array.
    enum Width: Int, Sendable {
        case byte = 1, word = 4
    }

    /// Every word of the table.
    private let words: KeyedSection
    /// The same codes by entry of the file's lexicon (stored apart, not
    /// optional, so the scorer's per-lemma lookup retains nothing).
    private let codes: MappedArray
    private let width: Width
    /// The lexicon the codes are indexed by; nil where none is loaded (the dictionary).
    private let lexicon: LemmaLexicon?
    /// The code of a row's value field, as the compiler read it.
    private let code: @Sendable (Substring) -> UInt32?

    /// The table with its by-entry index over `lexicon`; `name` names it when the index does not fit.
    init(words: KeyedSection, codes: KeyedSection, width: Width, lexicon: LemmaLexicon, path: String, name: String,
         code: @escaping @Sendable (Substring) -> UInt32?) throws(DataError) {
        let array = MappedArray(codes)
        guard array.byteCount == width.rawValue * lexicon.count else {
            throw .malformed(path: path, reason: "the \(name) table does not match the lemma table")
        }
        self.words = words
        self.codes = array
        self.width = width
        self.lexicon = lexicon
        self.code = code
    }

    /// The table for a reader of the file that loads no lexicon (the
    /// dictionary): the same answers by word. Its by-entry codes go unchecked
    /// against a lexicon; reads of them are bounds-checked all the same.
    init(words: KeyedSection, codes: KeyedSection, width: Width, code: @escaping @Sendable (Substring) -> UInt32?) {
        self.words = words
        self.codes = MappedArray(codes)
        self.width = width
        lexicon = nil
        self.code = code
    }

    /// The code of a lexicon lemma, 0 for none.
    @inline(__always)
    func code(of lemma: LemmaID) -> UInt32 {
        guard lemma.isLexiconEntry else { return 0 }
        let index = Int(lemma.rawValue)
        return switch width {
        case .byte: codes.byte(at: index).map(UInt32.init) ?? 0
        case .word: codes.word(at: index) ?? 0
        }
    }

    /// The code of a word (looked up lower-cased), 0 for none.
    func code(of word: String) -> UInt32 {
        let key = word.lowercased()
        if let lexicon, let id = lexicon.id(of: key) {
            let found = code(of: id)
            if found != 0 { return found }
        }
        return words.firstField(forKey: key).flatMap(code) ?? 0
    }

    /// For the compiler: the code per lexicon entry (0 for none) of the TSV's
    /// rows, a word's first row counting; `code` reads a row's fields (nil: the
    /// row is malformed, and `shape` says what it should be).
    static func codesByEntry(tsv bytes: [UInt8], lexicon: LemmaLexicon, path: String, shape: String,
                             code: (UnsafeBufferPointer<UInt8>, [Range<Int>]) -> UInt32?) throws -> [UInt32] {
        var codes = [UInt32](repeating: 0, count: lexicon.count)
        try bytes.withUnsafeBufferPointer { buffer in
            try TSVReader.forEachRow(buffer) { fields, line in
                guard fields.count >= 2, let value = code(buffer, fields), value != 0 else {
                    throw DataError.malformed(path: path, reason: "line \(line) is not '\(shape)'")
                }
                if let id = lexicon.id(ofBytes: UnsafeBufferPointer(rebasing: buffer[fields[0]])), Int(id.rawValue) < codes.count,
                   codes[Int(id.rawValue)] == 0 {
                    codes[Int(id.rawValue)] = value
                }
            }
        }
        // "I" is the lemma the lemmatizer gives; the tables spell it lower-case.
        if let lower = lexicon.id(of: "i"), let upper = lexicon.id(of: "I") {
            codes[Int(upper.rawValue)] = codes[Int(lower.rawValue)]
        }
        return codes
    }

    /// For the compiler: fills the codes still 0 of entries whose lemma has a stand-in (`standIn`: "mr." has "mr",
    /// "e-mail" has "email") with the code `code` reads from the stand-in's row, the first such row of the first
    /// table that has one.
    static func fillFromStandIns(_ codes: inout [UInt32], lexicon: LemmaLexicon, tables: [[UInt8]],
                                 standIn: (String) -> String?, code: ([Substring]) -> UInt32?) {
        var waiting: [String: [Int]] = [:]
        for index in codes.indices where codes[index] == 0 {
            if let lemma = lexicon.string(for: LemmaID(rawValue: UInt32(index))), let key = standIn(lemma) {
                waiting[key, default: []].append(index)
            }
        }
        for tsv in tables where !waiting.isEmpty {
            TSVReader.forEachRow(tsv) { fields, _ in
                guard let first = fields.first, let entries = waiting[String(first)], let found = code(fields) else { return }
                for index in entries { codes[index] = found }
                waiting[String(first)] = nil
            }
        }
    }
}
