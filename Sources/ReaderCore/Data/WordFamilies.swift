import Tokenizer

/// How far a word's family reaches when it takes its head's status (setting `family`).
public enum FamilyReach: String, Sendable, CaseIterable {
    /// Inflected forms the lemmatizer keeps as words of their own ("farming", "thanks", "interested").
    case inflections
    /// Those and the transparent derivations of Bauer and Nation's levels 3 ("farmer", "quickly", "unhappy").
    case transparent

    public static let `default` = FamilyReach.transparent
}

/// Word families for statuses (SPEC "Statuses", issue 27): each lexicon lemma's
/// head (`Corpora/family/heads.tsv`, compiled into an array by entry), so a
/// word with no status of its own takes its head's. The one owner of the links.
public struct WordFamilies: Sendable {
    static let path = "family/heads.tsv"
    /// The top bit of a compiled head marks a derivation; the rest is the head's entry + 1.
    private static let derivationBit: UInt32 = 1 << 31

    private let heads: MappedArray?
    public let reach: FamilyReach

    /// No families: every word stands alone.
    public static let none = WordFamilies(heads: nil, reach: .transparent)

    private init(heads: MappedArray?, reach: FamilyReach) {
        self.heads = heads
        self.reach = reach
    }

    init(compiled: CompiledData, lexicon: LemmaLexicon, path: String) throws(DataError) {
        let array = MappedArray(compiled[.familyHeads])
        guard array.byteCount == 4 * lexicon.count else {
            throw .malformed(path: path, reason: "the family table does not match the lemma table")
        }
        self.init(heads: array, reach: .default)
    }

    /// The same links reaching only as far as `reach`.
    public func reaching(_ reach: FamilyReach) -> WordFamilies {
        WordFamilies(heads: heads, reach: reach)
    }

    /// The head of a lexicon entry (a term id below the lexicon's count), if it has one within reach.
    @inline(__always)
    func head(of entry: UInt32) -> UInt32? {
        guard let heads, let code = heads.word(at: Int(entry)), code != 0 else { return nil }
        if code & WordFamilies.derivationBit != 0, reach == .inflections { return nil }
        return (code & ~WordFamilies.derivationBit) - 1
    }

    /// Every entry that has a head (within reach), with it.
    func forEachLink(_ body: (UInt32, UInt32) -> Void) {
        guard let heads else { return }
        for entry in 0..<UInt32(heads.byteCount / 4) {
            if let head = head(of: entry) { body(entry, head) }
        }
    }

    /// The head of a lemma given as text, within reach.
    public func head(of lemma: String, lexicon: LemmaLexicon) -> String? {
        guard let id = lexicon.id(of: lemma.lowercased()), let head = head(of: id.rawValue) else { return nil }
        return lexicon.string(for: LemmaID(rawValue: head))
    }

    /// The status a lemma takes from its family when it has none of its own: the
    /// nearest head up the chain that `status` knows, with that head.
    public func inheritedStatus(of lemma: String, lexicon: LemmaLexicon,
                                status: (String) throws -> WordStatus?) rethrows -> (status: WordStatus, head: String)? {
        var current = lemma
        for _ in 0..<StatusTable.chainLimit {
            guard let head = head(of: current, lexicon: lexicon) else { return nil }
            if let found = try status(head) { return (found, head) }
            current = head
        }
        return nil
    }

    /// For the compiler: per lexicon entry, 0 or its head's entry + 1 (top bit: a derivation), from
    /// `word TAB head TAB inflection|derivation TAB affix` rows; rows whose words the lexicon lacks are skipped.
    static func headsByEntry(headsTSV bytes: [UInt8], lexicon: LemmaLexicon, path: String) throws -> [UInt32] {
        var heads = [UInt32](repeating: 0, count: lexicon.count)
        try TSVReader.forEachRow(bytes) { fields, line in
            guard fields.count >= 3, let link = Link(rawValue: String(fields[2])) else {
                throw DataError.malformed(path: path, reason: "line \(line) is not 'word<TAB>head<TAB>inflection|derivation<TAB>affix'")
            }
            guard let word = lexicon.id(of: String(fields[0])), let head = lexicon.id(of: String(fields[1])),
                  word != head, Int(word.rawValue) < heads.count else { return }
            heads[Int(word.rawValue)] = (head.rawValue + 1) | (link == .derivation ? derivationBit : 0)
        }
        return heads
    }

    private enum Link: String {
        case inflection, derivation
    }
}
