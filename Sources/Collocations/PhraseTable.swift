import Tokenizer

/// Where other words may sit inside a phrase.
public enum PhraseGap: UInt8, Sendable {
    /// The words are contiguous.
    case none
    /// A short object between verb and particle: "look it up", "turn the light off".
    case object
    /// Up to three modifiers after the verb: "made a very difficult decision".
    case modifier
}

/// One phrase: its key words, where a gap may open, and its canonical text.
struct PhraseEntry: Sendable {
    var firstWord: Int32
    var wordCount: UInt8
    /// The gap, if any, follows word `gapAfter`.
    var gapAfter: UInt8
    var gap: PhraseGap
    var textStart: Int32
    var textEnd: Int32
}

/// Phrases as sequences of word keys, indexed by every key for lookup from a
/// tapped word. A key is a lexicon entry id (matched against a token's lemma
/// or its lower-cased form), an extra id for words outside the lexicon, or the
/// possessive slot standing for "one's".
struct PhraseTable: Sendable {
    static let possessiveSlot: UInt32 = .max - 8
    static let maxGap = 3

    let lexiconCount: Int
    private(set) var words: [UInt32] = []
    private(set) var entries: [PhraseEntry] = []
    private(set) var texts: [UInt8] = []
    /// Lower-case words outside the lexicon, numbered from `lexiconCount`.
    private(set) var extraWords: [String: UInt32] = [:]
    private var postingStart: [Int32] = []
    private var postings: [Int32] = []

    init(lexiconCount: Int) {
        self.lexiconCount = lexiconCount
    }

    var count: Int { entries.count }

    /// The key of one lower-case phrase word, or nil if unknown and `allowExtra` is off.
    mutating func key(for word: String, lexicon: LemmaLexicon, allowExtra: Bool) -> UInt32? {
        if word == "one's" || word == "someone's" { return PhraseTable.possessiveSlot }
        if let id = lexicon.id(of: word), id.isLexiconEntry { return id.rawValue }
        if word == "i", let id = lexicon.id(of: "I") { return id.rawValue }
        guard allowExtra else { return nil }
        if let known = extraWords[word] { return known }
        let id = UInt32(lexiconCount + extraWords.count)
        extraWords[word] = id
        return id
    }

    mutating func append(keys: [UInt32], text: String, gap: PhraseGap = .none, gapAfter: Int = 0) {
        let textStart = Int32(texts.count)
        texts += text.utf8
        entries.append(PhraseEntry(firstWord: Int32(words.count), wordCount: UInt8(keys.count), gapAfter: UInt8(gapAfter),
                                   gap: gap, textStart: textStart, textEnd: Int32(texts.count)))
        words += keys
    }

    /// Builds the key -> entries index (call once after the last `append`).
    mutating func buildIndex() {
        let keySpace = lexiconCount + extraWords.count
        var starts = [Int32](repeating: 0, count: keySpace + 1)
        for entry in entries { forEachIndexedKey(of: entry) { starts[Int($0) + 1] += 1 } }
        for key in 0..<keySpace { starts[key + 1] += starts[key] }
        var fill = starts
        var postings = [Int32](repeating: 0, count: Int(starts[keySpace]))
        for (position, entry) in entries.enumerated() {
            forEachIndexedKey(of: entry) { key in
                postings[Int(fill[Int(key)])] = Int32(position)
                fill[Int(key)] += 1
            }
        }
        postingStart = starts
        self.postings = postings
    }

    private func forEachIndexedKey(of entry: PhraseEntry, _ body: (UInt32) -> Void) {
        let keys = words[Int(entry.firstWord)..<Int(entry.firstWord) + Int(entry.wordCount)]
        for (offset, key) in keys.enumerated() where key != PhraseTable.possessiveSlot && !keys.prefix(offset).contains(key) {
            body(key)
        }
    }

    /// Entries containing `key`.
    @inline(__always)
    func entries(containing key: UInt32) -> ArraySlice<Int32> {
        guard Int(key) + 1 < postingStart.count else { return [] }
        return postings[Int(postingStart[Int(key)])..<Int(postingStart[Int(key) + 1])]
    }

    func keys(of entry: PhraseEntry) -> ArraySlice<UInt32> {
        words[Int(entry.firstWord)..<Int(entry.firstWord) + Int(entry.wordCount)]
    }

    func text(of entry: PhraseEntry) -> String {
        String(decoding: texts[Int(entry.textStart)..<Int(entry.textEnd)], as: UTF8.self)
    }
}
