/// The English lemma table: every known word form with its lemma per part of
/// speech, plus closed-class roles and the closed-class table they come from. Built
/// from the text of `Corpora/lemma/forms.tsv` and the parsed
/// `Corpora/lemma/closed-classes.tsv` handed in by the caller (this module does no I/O),
/// or read in place from its image in the compiled data file.
///
/// Lookups hash the token's bytes and allocate nothing.
public struct LemmaLexicon: Sendable {
    static let noEntry = UInt32.max

    let table: ByteHashTable
    /// Lemma entry per part of speech, indexed by entry; `noEntry` where absent.
    let noun: LemmaColumn
    let verb: LemmaColumn
    let adjective: LemmaColumn
    let adverb: LemmaColumn
    /// A lemma fixed by convention whatever the context, or `noEntry`.
    let fixed: LemmaColumn
    let roles: FlagColumn<UInt16>
    /// The lemma whatever the context: the fixed one, or the one every part of
    /// speech agrees on (the form itself when it has none); `noEntry` when
    /// context must decide, as for the clitics and "her" (see `LemmaContext`).
    /// One array, so the common case costs one load.
    let contextFree: LemmaColumn
    let adjectivalParticiple: FlagColumn<UInt8>
    /// The text of the closed-class table (`ClosedClassWords.text`), parsed when asked for.
    private let closedClassText: FlagColumn<UInt8>
    /// The image all of the above point into, and what keeps it alive.
    private let source: ImageSource

    /// Parses `forms.tsv`: `form TAB noun TAB verb TAB adj TAB adv`, the last four
    /// being row numbers of lemmas in the same file, or empty.
    public init(formsTSV bytes: UnsafeBufferPointer<UInt8>, closedClasses: ClosedClassWords) throws {
        try self.init(image: LemmaLexiconBuilder(formsTSV: bytes, closedClasses: closedClasses).image)
    }

    public init(formsTSV: [UInt8], closedClasses: ClosedClassWords) throws {
        self = try formsTSV.withUnsafeBufferPointer { buffer throws in try LemmaLexicon(formsTSV: buffer, closedClasses: closedClasses) }
    }

    /// Adopts a copy of an `image` (see `LexiconImage`).
    public init(image: [UInt8]) throws(LemmaDataError) {
        let buffer = ImageBuffer(copying: image)
        try self.init(image: buffer.bytes, keepingAlive: buffer)
    }

    /// Reads the lexicon in place from its `image` (a section of the compiled data
    /// file, 8-byte aligned, handed in by the caller with the `owner` that keeps it
    /// mapped): no parsing, copying or hashing. A truncated image is refused; values
    /// inside are checked where they are read, so corrupt ones give wrong or no
    /// answers, never a trap.
    public init(image: UnsafeRawBufferPointer, keepingAlive owner: any AnyObject & Sendable) throws(LemmaDataError) {
        var reader = try LexiconImageReader(image)
        let count = reader.keyCount
        let slots = try reader.array(of: ByteHashTable.Slot.self, count: reader.slotCount)
        let starts = try reader.array(of: UInt32.self, count: count)
        let lengths = try reader.array(of: UInt16.self, count: count)
        var columns: [LemmaColumn] = []
        for _ in 0..<6 { columns.append(LemmaColumn(try reader.array(of: UInt32.self, count: count))) }
        roles = FlagColumn(try reader.array(of: UInt16.self, count: count))
        adjectivalParticiple = FlagColumn(try reader.array(of: UInt8.self, count: count))
        let arena = try reader.array(of: UInt8.self, count: reader.arenaCount)
        closedClassText = FlagColumn(try reader.array(of: UInt8.self, count: reader.closedClassCount))
        guard reader.isAtEnd,
              let table = ByteHashTable(slots: slots, arena: arena, starts: starts, lengths: lengths, owner: owner) else {
            throw .corruptImage
        }
        self.table = table
        (noun, verb, adjective, adverb, fixed, contextFree) = (columns[0], columns[1], columns[2], columns[3], columns[4], columns[5])
        source = ImageSource(bytes: image, owner: owner)
    }

    /// The lexicon as bytes that `init(image:)` adopts.
    public var image: [UInt8] { Array(source.bytes) }

    /// The closed-class table the lexicon was built with (empty if its image is corrupt).
    public var closedClasses: ClosedClassWords {
        (try? ClosedClassWords(tsv: closedClassText.array)) ?? ClosedClassWords()
    }

    /// Number of entries.
    public var count: Int { table.count }

    /// The entry for lower-cased form bytes.
    @inline(__always)
    func entry(for key: UnsafeBufferPointer<UInt8>) -> Int? { table.index(of: key) }

    /// The entry of a lower-case word given as UTF-8 bytes, or nil if unknown.
    public func id(ofBytes word: UnsafeBufferPointer<UInt8>) -> LemmaID? {
        entry(for: word).map { LemmaID(rawValue: UInt32($0)) }
    }

    /// The entry of a lower-case word, or nil if unknown.
    public func id(of word: String) -> LemmaID? {
        var word = word
        return word.withUTF8 { entry(for: $0) }.map { LemmaID(rawValue: UInt32($0)) }
    }

    /// The text of a lexicon lemma (nil for the markers).
    public func string(for lemma: LemmaID) -> String? {
        lemma.isLexiconEntry && Int(lemma.rawValue) < count ? table.key(at: Int(lemma.rawValue)) : nil
    }

    /// Whether the lexicon knows this lower-case form as a noun, verb, adjective or adverb lemma.
    /// Whether the form has a closed-class role (a determiner, pronoun, preposition, modal, conjunction and
    /// the like): a word of the language with no part of speech of its own in the lexicon, where a name has neither.
    public func isClosedClass(_ id: LemmaID) -> Bool {
        id.isLexiconEntry && !roles[Int(id.rawValue)].isEmpty
    }

    public func isContentLemma(_ id: LemmaID) -> Bool {
        guard id.isLexiconEntry else { return false }
        let index = Int(id.rawValue)
        let raw = id.rawValue
        return noun[index] == raw || verb[index] == raw || adjective[index] == raw || adverb[index] == raw
    }

    /// Participles the lemmatizer keeps as their own lemma where they work as
    /// adjectives ("interested", "worried"), each with the verb it comes from.
    public var adjectivalParticiplesWithVerbs: [(participle: String, verb: String)] {
        (0..<count).compactMap { index in
            let lemma = verb[index]
            guard adjectivalParticiple[index], lemma != LemmaLexicon.noEntry, lemma != UInt32(index) else { return nil }
            return (table.key(at: index), table.key(at: Int(lemma)))
        }
    }

    func candidates(of index: Int) -> (noun: UInt32, verb: UInt32, adjective: UInt32, adverb: UInt32) {
        (noun[index], verb[index], adjective[index], adverb[index])
    }
}

/// Problems with the lemma data files.
public enum LemmaDataError: Error, Equatable, CustomStringConvertible {
    case malformed(line: Int)
    case duplicateForm(line: Int)
    case badReference
    case corruptImage

    public var description: String {
        switch self {
        case .corruptImage: "compiled lemma table is truncated or corrupt"
        case .malformed(let line): "lemma table is malformed at line \(line)"
        case .duplicateForm(let line): "lemma table repeats a form at line \(line)"
        case .badReference: "lemma table refers to a row that does not exist"
        }
    }
}
