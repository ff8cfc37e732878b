import Tokenizer

/// The phrase lexicon: WordNet's multi-word lemmas (`Corpora/phrases/wordnet-mwe.tsv`,
/// handed in as bytes) plus `EnglishPhraseRules`' fixed expressions and
/// light-verb constructions, stored as lemma keys so inflected forms match
/// ("took place", "gave up").
///
/// Phrasal verbs (a verb entry ending in a particle) also match with a short
/// object in between ("look it up", "turn the light off"). Entries made only
/// of function words ("out of") are left out: they would expand taps on the
/// most common words of the language.
public struct PhraseLexicon: Sendable {
    var table: PhraseTable
    public let classes: WordClassTable

    /// Parses `phrase TAB poses` rows (space-separated lower-case words; poses from `nvar`).
    public init(wordnetMWE bytes: [UInt8], lexicon: LemmaLexicon) throws(PhraseLexiconError) {
        classes = WordClassTable(lexicon: lexicon)
        table = PhraseTable(lexiconCount: lexicon.count)
        var lineNumber = 0
        var lineStart = 0
        let particles = Set(EnglishPhraseRules.particles.compactMap { lexicon.id(of: $0)?.rawValue })
        while lineStart < bytes.count {
            lineNumber += 1
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != 10 { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            if lineEnd == lineStart { continue }
            guard let tab = bytes[lineStart..<lineEnd].firstIndex(of: 9) else { throw .malformed(line: lineNumber) }
            let phrase = String(decoding: bytes[lineStart..<tab], as: UTF8.self)
            let isVerb = bytes[(tab + 1)..<lineEnd].contains(UInt8(ascii: "v"))
            // "be full", "be on": WordNet's copular entries turn every "was" + adjective into a phrase.
            if EnglishPhraseRules.excludedLexiconEntries.contains(phrase) || phrase.hasPrefix("be ") { continue }
            guard let keys = keys(of: phrase, lexicon: lexicon) else { continue }
            if isVerb, keys.count >= 2, let last = keys.last, particles.contains(last), !particles.contains(keys[0]) {
                table.append(keys: keys, text: phrase, gap: .object, gapAfter: keys.count - 2)
            } else {
                table.append(keys: keys, text: phrase)
            }
        }
        for phrase in EnglishPhraseRules.fixedExpressions + EnglishPhraseRules.prepositionalVerbs {
            if let keys = keys(of: phrase, lexicon: lexicon) { table.append(keys: keys, text: phrase) }
        }
        let articles: Set<String> = ["a", "an", "the"]
        for phrase in EnglishPhraseRules.lightVerbConstructions {
            var words = phrase.split(separator: " ").map(String.init)
            if words.count > 2 && articles.contains(words[1]) { words.remove(at: 1) }
            if let keys = keys(of: words.joined(separator: " "), lexicon: lexicon) {
                table.append(keys: keys, text: phrase, gap: .modifier, gapAfter: 0)
            }
        }
        table.buildIndex()
    }

    /// Number of phrases.
    public var count: Int { table.count }

    /// Keys of a phrase's words (hyphens split words as the tokenizer does), or
    /// nil if a word is unknown or no word carries content.
    private mutating func keys(of phrase: String, lexicon: LemmaLexicon) -> [UInt32]? {
        var keys: [UInt32] = []
        for word in phrase.split(whereSeparator: { $0 == " " || $0 == "-" }) {
            guard let key = table.key(for: String(word), lexicon: lexicon, allowExtra: false) else { return nil }
            keys.append(key)
        }
        guard keys.count >= 2, keys.contains(where: { $0 != PhraseTable.possessiveSlot && classes[$0].isContent }) else { return nil }
        return keys
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
