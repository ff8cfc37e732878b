import Tokenizer

/// A word's status for one learner, the one answer `read` and `score` share:
/// a surface-form override wins, then the term's stored status, then its word
/// family head's (`WordFamilies`, the nearest head in the chain that has one),
/// then the default (names Ignored, abbreviations every reader knows Known, else New).
///
/// Built once per vocabulary snapshot; statuses live in an array indexed by
/// term id (see `TermIndex`), so a lookup creates no string. `Sendable`.
struct StatusTable: Sendable {
    /// Abbreviations a B1 learner knows: never study items (not New, never in `top_new`).
    /// Lower-case, as the words' lemmas are looked up.
    static let knownAbbreviations = [
        "mr.", "mrs.", "ms.", "dr.", "st.", "mr", "mrs", "ms", "dr", "jr.", "sr.", "a.m.", "p.m.", "e.g.", "i.e.",
        "etc.", "vs.", "u.s.", "u.k.",
    ]

    let terms: TermIndex
    /// Status per term id (`WordStatus.code`, 0 when absent, `familyBit` added when taken from
    /// the family); known abbreviations absent from the vocabulary are Known.
    private let statuses: [UInt8]
    /// The head each family status came from, by term.
    private let familyHeads: [UInt32: UInt32]
    private static let familyBit: UInt8 = 0x80
    /// How many heads a chain may climb ("unhappily" -> "unhappy" -> "happy").
    static let chainLimit = 4
    /// Lower-case surface form overrides, valued by `WordStatus.code`.
    private let forms: LowercasedKeyTable
    /// Terms of `knownAbbreviations`, which are never names.
    private let abbreviations: Set<UInt32>

    init(snapshot: VocabularySnapshot, lexicon: LemmaLexicon, families: WordFamilies = .none) {
        var terms = TermIndex(lexicon: lexicon)
        var lemmaTerms: [(term: UInt32, code: UInt8)] = []
        lemmaTerms.reserveCapacity(snapshot.lemmaList.count)
        let ids = snapshot.lemmaList.ids(in: lexicon)
        var index = 0
        snapshot.lemmaList.forEach { lemma, status in
            lemmaTerms.append((terms.id(forLemma: lemma, id: ids[index]), status.code))
            index += 1
        }
        let abbreviations = Set(StatusTable.knownAbbreviations.map { terms.id(forLemma: $0) })
        var statuses = [UInt8](repeating: 0, count: terms.count)
        for term in abbreviations { statuses[Int(term)] = WordStatus.known.code }
        for (term, code) in lemmaTerms { statuses[Int(term)] = code }
        var familyHeads: [UInt32: UInt32] = [:]
        if !lemmaTerms.isEmpty {
            let own = statuses
            families.forEachLink { word, head in
                guard own[Int(word)] == 0 else { return }
                var head = head
                for _ in 0..<StatusTable.chainLimit {
                    if own[Int(head)] != 0 {
                        statuses[Int(word)] = own[Int(head)] | StatusTable.familyBit
                        familyHeads[word] = head
                        return
                    }
                    guard let next = families.head(of: head) else { return }
                    head = next
                }
            }
        }
        self.familyHeads = familyHeads
        self.terms = terms
        self.statuses = statuses
        self.abbreviations = abbreviations
        forms = LowercasedKeyTable(formStatuses: snapshot.forms)
    }

    var hasForms: Bool { !forms.isEmpty }

    /// The status of a word as written.
    @inline(__always)
    func status(term: UInt32, surface: UnsafeBufferPointer<UInt8>, isName: Bool) -> WordStatus {
        formStatus(surface) ?? status(term: term, isName: isName)
    }

    /// The status a surface form has of its own, if any.
    @inline(__always)
    func formStatus(_ surface: UnsafeBufferPointer<UInt8>) -> WordStatus? {
        guard !forms.isEmpty, let code = forms.value(forSurface: surface) else { return nil }
        return WordStatus(code: UInt8(code))
    }

    /// The status of a term (`TermIndex.none` for a word the vocabulary never names).
    @inline(__always)
    func status(term: UInt32, isName: Bool) -> WordStatus {
        if term < UInt32(statuses.count), let status = WordStatus(code: statuses[Int(term)] & ~StatusTable.familyBit) { return status }
        return isName ? .ignored : .new
    }

    /// The family head a term's status comes from, when it has none of its own.
    @inline(__always)
    func familyHead(of term: UInt32) -> UInt32? {
        guard term < UInt32(statuses.count), statuses[Int(term)] & StatusTable.familyBit != 0 else { return nil }
        return familyHeads[term]
    }

    @inline(__always)
    func isKnownAbbreviation(_ term: UInt32) -> Bool { !abbreviations.isEmpty && abbreviations.contains(term) }
}
