/// The English lemma table: every known word form with its lemma per part of
/// speech, plus closed-class roles. Built from the text of
/// `Corpora/lemma/forms.tsv` handed in by the caller (this module does no I/O).
///
/// Lookups hash the token's bytes and allocate nothing.
public struct LemmaLexicon: Sendable {
    static let noEntry = UInt32.max

    private(set) var table: ByteHashTable
    /// Lemma entry per part of speech, indexed by entry; `noEntry` where absent.
    private(set) var noun: [UInt32] = []
    private(set) var verb: [UInt32] = []
    private(set) var adjective: [UInt32] = []
    private(set) var adverb: [UInt32] = []
    /// A lemma fixed by convention whatever the context, or `noEntry`.
    private(set) var fixed: [UInt32] = []
    private(set) var roles: [WordRole] = []
    /// The lemma whatever the context: the fixed one, or the one every part of
    /// speech agrees on (the form itself when it has none); `noEntry` when
    /// context must decide, as for the clitics and "her" (see `LemmaContext`).
    /// One array, so the common case costs one load.
    private(set) var contextFree: [UInt32] = []
    private(set) var adjectivalParticiple: [Bool] = []

    /// Parses `forms.tsv`: `form TAB noun TAB verb TAB adj TAB adv`, the last four
    /// being row numbers of lemmas in the same file, or empty.
    public init(formsTSV bytes: UnsafeBufferPointer<UInt8>) throws {
        let estimatedRows = bytes.reduce(into: 0) { rows, byte in if byte == 10 { rows += 1 } }
        var forms: [Range<Int>] = []
        var columns = (noun: [UInt32](), verb: [UInt32](), adjective: [UInt32](), adverb: [UInt32]())
        forms.reserveCapacity(estimatedRows)
        columns.noun.reserveCapacity(estimatedRows)
        columns.verb.reserveCapacity(estimatedRows)
        columns.adjective.reserveCapacity(estimatedRows)
        columns.adverb.reserveCapacity(estimatedRows)
        var position = 0
        let end = bytes.count
        /// The row number at `position`, or `noEntry` for an empty field, then the expected separator.
        func readColumn(line: Int, separator: UInt8) throws -> UInt32 {
            var value: UInt32 = 0
            var digits = 0
            while position < end, bytes[position] >= 48, bytes[position] <= 57 {
                value = value &* 10 &+ UInt32(bytes[position] - 48)
                digits += 1
                position += 1
            }
            guard position < end, bytes[position] == separator else { throw LemmaDataError.malformed(line: line) }
            position += 1
            return digits == 0 ? LemmaLexicon.noEntry : value
        }
        while position < end {
            let line = forms.count + 1
            var fieldEnd = position
            while fieldEnd < end, bytes[fieldEnd] != 9, bytes[fieldEnd] != 10 { fieldEnd += 1 }
            guard fieldEnd > position, fieldEnd < end, bytes[fieldEnd] == 9 else { throw LemmaDataError.malformed(line: line) }
            forms.append(position..<fieldEnd)
            position = fieldEnd + 1
            columns.noun.append(try readColumn(line: line, separator: 9))
            columns.verb.append(try readColumn(line: line, separator: 9))
            columns.adjective.append(try readColumn(line: line, separator: 9))
            columns.adverb.append(try readColumn(line: line, separator: 10))
        }
        // Room for the forms the English rules add (a few hundred).
        table = ByteHashTable(expectedCount: forms.count + 1024, expectedBytes: bytes.count / 2)
        if let duplicate = table.insertAll(forms.lazy.map { UnsafeBufferPointer(rebasing: bytes[$0]) }) {
            throw LemmaDataError.duplicateForm(line: duplicate + 1)
        }
        let count = table.count
        for column in [columns.noun, columns.verb, columns.adjective, columns.adverb] {
            guard column.allSatisfy({ $0 == LemmaLexicon.noEntry || Int($0) < count }) else { throw LemmaDataError.badReference }
        }
        noun = columns.noun
        verb = columns.verb
        adjective = columns.adjective
        adverb = columns.adverb
        applyEnglishRules()
    }

    public init(formsTSV: [UInt8]) throws {
        self = try formsTSV.withUnsafeBufferPointer { buffer throws in try LemmaLexicon(formsTSV: buffer) }
    }

    /// Adopts a lexicon from its `image` (a section of the compiled data file,
    /// handed in by the caller): no parsing, no hashing, no rules to apply, and
    /// every index checked so that a corrupt image is refused, never trapped on.
    public init(image: UnsafeRawBufferPointer) throws(LemmaDataError) {
        var reader = LexiconImageReader(image)
        let arena = try reader.array(of: UInt8.self)
        let starts = try reader.array(of: UInt32.self)
        let count = starts.count
        let lengths = try reader.array(of: UInt16.self, count: count)
        let slotIndices = try reader.array(of: UInt32.self)
        var columns: [[UInt32]] = []
        for _ in 0..<6 { columns.append(try reader.array(of: UInt32.self, count: count)) }
        let roles = try reader.array(of: UInt16.self, count: count)
        let participles = try reader.array(of: UInt8.self, count: count)
        guard reader.isAtEnd, columns.allSatisfy({ $0.allSatisfy { $0 == LemmaLexicon.noEntry || Int($0) < count } }),
              let table = ByteHashTable(arena: arena, starts: starts, lengths: lengths, slotIndices: slotIndices,
                                        values: columns[5]) else { throw .corruptImage }
        self.table = table
        (noun, verb, adjective, adverb, fixed, contextFree) = (columns[0], columns[1], columns[2], columns[3], columns[4], columns[5])
        self.roles = roles.map(WordRole.init(rawValue:))
        adjectivalParticiple = participles.map { $0 != 0 }
    }

    /// The lexicon as bytes that `init(image:)` adopts.
    public var image: [UInt8] {
        var writer = LexiconImageWriter()
        writer.append(table.arena)
        writer.append(table.starts)
        writer.append(table.lengths)
        writer.append(table.slotIndices)
        for column in [noun, verb, adjective, adverb, fixed, contextFree] { writer.append(column) }
        writer.append(roles.map(\.rawValue))
        writer.append(adjectivalParticiple.map { $0 ? UInt8(1) : 0 })
        return writer.bytes
    }

    private mutating func applyEnglishRules() {
        func entry(_ form: String) -> UInt32 {
            let index = table.insert(form)
            while noun.count < table.count {
                for column in [\LemmaLexicon.noun, \.verb, \.adjective, \.adverb] { self[keyPath: column].append(LemmaLexicon.noEntry) }
            }
            return UInt32(index)
        }
        var fixedPairs: [(UInt32, UInt32)] = []
        for (form, lemma) in EnglishLemmaRules.fixedLemmas { fixedPairs.append((entry(form), entry(lemma))) }
        var rolePairs: [(UInt32, WordRole)] = []
        for (forms, role) in EnglishLemmaRules.roles {
            for form in forms { rolePairs.append((entry(form), role)) }
        }
        for form in EnglishLemmaRules.functionWords { rolePairs.append((entry(form), .function)) }
        let participles = EnglishLemmaRules.adjectivalParticiples.map { entry($0) }
        for form in ["'s", "'d", "be", "have", "would", "not", "can", "will", "her", "she", "a.m.", "p.m."] { _ = entry(form) }
        let decidedByNeighbours = (entry("'s"), entry("'d"), entry("her"))
        fixed = Array(repeating: LemmaLexicon.noEntry, count: table.count)
        roles = Array(repeating: [], count: table.count)
        adjectivalParticiple = Array(repeating: false, count: table.count)
        for (form, lemma) in fixedPairs { fixed[Int(form)] = lemma }
        for (form, role) in rolePairs { roles[Int(form)].insert(role) }
        for form in participles { adjectivalParticiple[Int(form)] = true }
        lemmatizeBareRows()
        contextFree = (0..<table.count).map { index in
            let none = LemmaLexicon.noEntry
            let form = UInt32(index)
            if form == decidedByNeighbours.0 || form == decidedByNeighbours.1 || form == decidedByNeighbours.2 { return none }
            if fixed[index] != none { return fixed[index] }
            var lemma = none
            var agree = true
            let candidates = SIMD4(noun[index], verb[index], adjective[index], adverb[index])
            for k in candidates.indices where candidates[k] != none {
                let candidate = candidates[k]
                if lemma == none { lemma = candidate } else if candidate != lemma { agree = false }
            }
            return !agree ? none : lemma == none ? UInt32(index) : lemma
        }
        // Lookups of running text read it from the hash slot they already hold.
        table.setValues(contextFree)
    }

    /// Rows the tables give no lemma at all (frequent words LemmInflect and WordNet lack:
    /// "websites", "ads", "americans") get the suffix rules' lemma once, at load, as
    /// unknown words do per token.
    private mutating func lemmatizeBareRows() {
        let none = LemmaLexicon.noEntry
        for index in 0..<table.count where noun[index] == none && verb[index] == none && adjective[index] == none
            && adverb[index] == none && fixed[index] == none && roles[index].isEmpty {
            guard let last = table.withKeyBytes(at: index, { $0.last }),
                  last == UInt8(ascii: "s") || last == UInt8(ascii: "d") || last == UInt8(ascii: "g"),
                  let (lemma, partOfSpeech) = suffixRuleLemma(of: table.key(at: index)) else { continue }
            switch partOfSpeech {
            case .noun: noun[index] = lemma
            case .verb: verb[index] = lemma
            case .adjective: adjective[index] = lemma
            }
        }
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
    public func isContentLemma(_ id: LemmaID) -> Bool {
        guard id.isLexiconEntry else { return false }
        let index = Int(id.rawValue)
        let raw = id.rawValue
        return noun[index] == raw || verb[index] == raw || adjective[index] == raw || adverb[index] == raw
    }

    /// Participles the lemmatizer keeps as their own lemma where they work as
    /// adjectives ("interested", "worried"), each with the verb it comes from.
    public var adjectivalParticiplesWithVerbs: [(participle: String, verb: String)] {
        adjectivalParticiple.indices.compactMap { index in
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
