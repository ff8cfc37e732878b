import Tokenizer

/// The phrase lexicon: WordNet's multi-word lemmas (`Corpora/phrases/wordnet-mwe.tsv`,
/// handed in as bytes) plus `EnglishPhraseRules`' fixed expressions,
/// prepositional verbs and light-verb constructions. Phrases are lemma
/// sequences matched against each word's lemma or lower-cased form, so
/// inflected forms match ("took place", "gave up").
///
/// Phrasal verbs (a verb entry ending in a particle) also match with a short
/// object in between ("look it up", "turn the light off"). Entries made only
/// of function words ("out of") are left out: they would expand taps on the
/// most common words of the language.
public struct PhraseLexicon: Sendable {
    var table: PhraseTable
    public let classes: WordClassTable
    /// WordNet adverbs and adjectives that end in a particle ("right on", "all over"):
    /// intransitive, so before a noun phrase their particle is its preposition ("right on the table").
    private(set) var particleFinal: Set<Int32> = []
    /// WordNet adverbs and adjectives made of several words ("with child", "at heart"): frozen,
    /// so they match only as written ("with children" is no "with child").
    private(set) var frozen: Set<Int32> = []
    /// `EnglishPhraseRules.compoundPrepositions`: they yield to a longer construction that holds them ("out of business").
    private(set) var compoundPrepositions: Set<Int32> = []

    /// Parses `phrase TAB poses` rows (space-separated lower-case words; poses from `nvar`).
    public init(wordnetMWE bytes: [UInt8], lexicon: LemmaLexicon) throws(PhraseLexiconError) {
        classes = WordClassTable(lexicon: lexicon)
        table = PhraseTable(closedWords: classes.words)
        // Rows average ~18 bytes, of which the phrase is ~14.
        table.reserve(entries: bytes.count / 16 + 1024, textBytes: bytes.count)
        var lineNumber = 0
        var lineStart = 0
        while lineStart < bytes.count {
            lineNumber += 1
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != 10 { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            if lineEnd == lineStart { continue }
            guard let tab = bytes[lineStart..<lineEnd].firstIndex(of: 9) else { throw .malformed(line: lineNumber) }
            let phrase = bytes[lineStart..<tab]
            // "be full", "be on": WordNet's copular entries turn every "was" + adjective into a phrase.
            if phrase.starts(with: PhraseWords.be) || PhraseWords.excluded.contains(PhraseTable.hash(phrase))
                || classes.words.startsWithOpener(phrase) { continue }
            let isVerb = bytes[(tab + 1)..<lineEnd].contains(UInt8(ascii: "v"))
            if isVerb && classes.words.isVerbAndPreposition(phrase) { continue }
            let added = add(phrase, gap: isVerb ? .object : .none)
            if added && !isVerb && classes.words.endsWithParticle(phrase) { particleFinal.insert(Int32(table.count - 1)) }
            if added && !isVerb && !bytes[(tab + 1)..<lineEnd].contains(UInt8(ascii: "n")) { frozen.insert(Int32(table.count - 1)) }
        }
        for phrase in EnglishPhraseRules.fixedExpressions + EnglishPhraseRules.quantifiers + EnglishPhraseRules.prepositionalVerbs {
            add(Array(phrase.utf8)[...], gap: .none)
        }
        for phrase in EnglishPhraseRules.compoundPrepositions {
            let bytes = Array(phrase.utf8)[...]
            table.append(phrase: bytes, words: PhraseWords.split(bytes), gap: .none)
            compoundPrepositions.insert(Int32(table.count - 1))
        }
        for phrase in EnglishPhraseRules.lightVerbConstructions {
            add(Array(phrase.utf8)[...], gap: .modifier)
        }
        table.buildIndex()
    }

    /// Number of phrases.
    public var count: Int { table.count }

    /// Adds a phrase unless no word carries content; whether it was added.
    @discardableResult
    private mutating func add(_ phrase: ArraySlice<UInt8>, gap: PhraseGap) -> Bool {
        let words = PhraseWords.split(phrase)
        guard words.count >= 2, words.contains(where: { !classes.words.function.contains(PhraseTable.hash(phrase[$0])) }) else { return false }
        table.append(phrase: phrase, words: words, gap: gap)
        return true
    }
}

extension PhraseTable {
    /// Adds a phrase with the gap its kind allows, the one gap rule for lexicon
    /// and saved phrases. `.object` applies only when the phrase ends in a
    /// particle ("turn the light off"); `.modifier` drops the article after the
    /// verb ("make a decision" matches "made the right decision").
    mutating func append(phrase: ArraySlice<UInt8>, words: [Range<Int>], gap: PhraseGap) {
        var words = words
        switch gap {
        case .none:
            append(text: phrase, words: words)
        case .object:
            let particles = closedWords.particles
            let isParticle = { particles.contains(PhraseTable.hash(phrase[$0])) }
            if isParticle(words[words.count - 1]) && !isParticle(words[0]) {
                append(text: phrase, words: words, gap: .object, gapAfter: words.count - 2)
            } else {
                append(text: phrase, words: words)
            }
        case .modifier:
            if words.count > 2 && closedWords.articles.contains(PhraseTable.hash(phrase[words[1]])) { words.remove(at: 1) }
            append(text: phrase, words: words, gap: .modifier, gapAfter: 0)
        }
    }
}

/// Word hashes the lexicon checks phrases against while loading.
enum PhraseWords {
    static let be = Array("be ".utf8)
    static let excluded: Set<UInt64> = Set(EnglishPhraseRules.excludedLexiconEntries.map(PhraseTable.hash)
        + EnglishPhraseRules.quantifiers.map { PhraseTable.hash("\($0) of") }
        + EnglishPhraseRules.motionVerbs.flatMap { verb in EnglishPhraseRules.directionParticles.map { PhraseTable.hash("\(verb) \($0)") } })
    static let lightVerbs: Set<UInt64> = Set(EnglishPhraseRules.lightVerbConstructions.map(PhraseTable.hash))
    /// `EnglishPhraseRules`' surface word lists, hashed as `WordWindow` hashes a word.
    static let hedgeNouns: Set<UInt64> = Set(EnglishPhraseRules.hedgeNouns.map(PhraseTable.hash))
    static let pronounI = PhraseTable.hash("i")
    static let to = PhraseTable.hash("to")
    static let of = PhraseTable.hash("of")
    static let the = PhraseTable.hash("the")
    static let old = PhraseTable.hash("old")
    static let semiModals: [UInt64: String] = Dictionary(uniqueKeysWithValues: EnglishPhraseRules.semiModals.flatMap { rule in
        rule.forms.map { (PhraseTable.hash($0), rule.phrase) } })
    static let splitPrefixes: Set<UInt64> = Set(EnglishPhraseRules.splitPrefixes.map(PhraseTable.hash))
    static let ageUnits: Set<UInt64> = Set(EnglishPhraseRules.ageUnits.map(PhraseTable.hash))
    static let nameLinks: Set<UInt64> = Set(EnglishPhraseRules.nameLinks.map(PhraseTable.hash))
    /// Each state-idiom preposition as the hashes of its words.
    static let stateIdiomPrepositions: [[UInt64]] = EnglishPhraseRules.stateIdiomPrepositions.map {
        $0.split(separator: " ").map { PhraseTable.hash(String($0)) }
    }
    static let barePrepositions: Set<UInt64> = Set(EnglishPhraseRules.barePrepositions.map(PhraseTable.hash))
    static let ordinalSuffixes: Set<UInt64> = Set(["st", "nd", "rd", "th"].map(PhraseTable.hash))
    static let possessiveS: Set<UInt64> = Set(["'s", "\u{2019}s"].map(PhraseTable.hash))

    /// Byte ranges of the words, split at spaces and hyphens as the tokenizer splits "well-known".
    static func split(_ phrase: ArraySlice<UInt8>) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var start = phrase.startIndex
        for index in phrase.indices where phrase[index] == 32 || phrase[index] == 45 {
            if index > start { words.append(start..<index) }
            start = index + 1
        }
        if phrase.endIndex > start { words.append(start..<phrase.endIndex) }
        return words
    }
}

/// The phrase lexicon's text cannot be read.
public enum PhraseLexiconError: Error, Equatable, CustomStringConvertible {
    case malformed(line: Int)

    public var description: String {
        switch self {
        case .malformed(let line): "phrase lexicon line \(line) is not 'phrase<TAB>poses'"
        }
    }
}
