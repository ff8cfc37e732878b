/// Builds a `LemmaLexicon` from the text of `Corpora/lemma/forms.tsv`, the closed-class
/// table (`Corpora/lemma/closed-classes.tsv`) and the English rules, and writes it as
/// the image (`LexiconImage`) the lexicon reads.
/// Runs when data is compiled (and in tests), never at start-up.
struct LemmaLexiconBuilder {
    private var table: ByteHashTableBuilder
    private var noun: [UInt32] = []
    private var verb: [UInt32] = []
    private var adjective: [UInt32] = []
    private var adverb: [UInt32] = []
    private var fixed: [UInt32] = []
    private var roles: [WordRole] = []
    private var contextFree: [UInt32] = []
    private var adjectivalParticiple: [Bool] = []
    private let closedClasses: ClosedClassWords

    /// Parses `forms.tsv`: `form TAB noun TAB verb TAB adj TAB adv`, the last four
    /// being row numbers of lemmas in the same file, or empty.
    init(formsTSV bytes: UnsafeBufferPointer<UInt8>, closedClasses: ClosedClassWords) throws {
        self.closedClasses = closedClasses
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
        table = ByteHashTableBuilder(expectedCount: forms.count + 1024, expectedBytes: bytes.count / 2)
        if let duplicate = table.insertAll(forms.lazy.map { UnsafeBufferPointer(rebasing: bytes[$0]) }) {
            throw LemmaDataError.duplicateForm(line: duplicate + 1)
        }
        let count = table.count
        for column in [columns.noun, columns.verb, columns.adjective, columns.adverb] {
            guard column.allSatisfy({ $0 == LemmaLexicon.noEntry || Int($0) < count }) else { throw LemmaDataError.badReference }
        }
        (noun, verb, adjective, adverb) = columns
        try applyEnglishRules()
    }

    /// The image `LemmaLexicon(image:)` reads.
    var image: [UInt8] {
        let closedClassText = closedClasses.text
        var writer = LexiconImageWriter(keyCount: table.count, slotCount: table.slots.count, arenaCount: table.arena.count,
                                        closedClassCount: closedClassText.count)
        writer.append(table.slots)
        writer.append(table.starts)
        writer.append(table.lengths)
        for column in [noun, verb, adjective, adverb, fixed, contextFree] { writer.append(column) }
        writer.append(roles.map(\.rawValue))
        writer.append(adjectivalParticiple.map { $0 ? UInt8(1) : 0 })
        writer.append(table.arena)
        writer.append(closedClassText)
        return writer.bytes
    }

    private mutating func applyEnglishRules() throws {
        func entry(_ form: String) -> UInt32 {
            let index = table.insert(form)
            while noun.count < table.count {
                for column in [\LemmaLexiconBuilder.noun, \.verb, \.adjective, \.adverb] { self[keyPath: column].append(LemmaLexicon.noEntry) }
            }
            return UInt32(index)
        }
        var fixedPairs: [(UInt32, UInt32)] = []
        for (form, lemma) in EnglishLemmaRules.fixedLemmas { fixedPairs.append((entry(form), entry(lemma))) }
        var rolePairs: [(UInt32, WordRole)] = []
        for (form, classes) in closedClasses.rows {
            let roles = classes.compactMap(\.role)
            guard !roles.isEmpty else { continue }
            let index = entry(form)
            for role in roles { rolePairs.append((index, role)) }
        }
        let participles = EnglishLemmaRules.adjectivalParticiples.map { entry($0) }
        for form in ["'s", "'d", "be", "have", "would", "not", "can", "will", "her", "she", "a.m.", "p.m."] { _ = entry(form) }
        let decidedByNeighbours = (entry("'s"), entry("'d"), entry("her"))
        let none = LemmaLexicon.noEntry
        fixed = Array(repeating: none, count: table.count)
        roles = Array(repeating: [], count: table.count)
        adjectivalParticiple = Array(repeating: false, count: table.count)
        contextFree = Array(repeating: none, count: table.count)
        for (form, lemma) in fixedPairs { fixed[Int(form)] = lemma }
        for (form, role) in rolePairs { roles[Int(form)].insert(role) }
        for form in participles { adjectivalParticiple[Int(form)] = true }
        try lemmatizeBareRows()
        contextFree = (0..<table.count).map { index in
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
    /// "websites", "ads", "americans") get the suffix rules' lemma once, when built, as
    /// unknown words do per token. The rules look stems up in the lexicon as it stands
    /// before this pass (a bare row never becomes its own lemma, so the order of rows
    /// does not matter).
    private mutating func lemmatizeBareRows() throws {
        let none = LemmaLexicon.noEntry
        let draft = try LemmaLexicon(image: image)
        for index in 0..<table.count where noun[index] == none && verb[index] == none && adjective[index] == none
            && adverb[index] == none && fixed[index] == none && roles[index].isEmpty {
            guard let last = table.withKeyBytes(at: index, { $0.last }),
                  last == UInt8(ascii: "s") || last == UInt8(ascii: "d") || last == UInt8(ascii: "g"),
                  let (lemma, partOfSpeech) = draft.suffixRuleLemma(of: table.key(at: index)) else { continue }
            switch partOfSpeech {
            case .noun: noun[index] = lemma
            case .verb: verb[index] = lemma
            case .adjective: adjective[index] = lemma
            }
        }
    }
}
