import Tokenizer

/// The learner's saved phrases (lemma sequences such as ["make", "a", "decision"]),
/// matched by `PhraseMatcher` with the lexicon's gaps (a saved phrasal verb also
/// with an object in between, "turn the big light off"; a light verb with
/// modifiers, "made a very difficult decision"), also when a word is outside
/// the lexicon (a name, a new coinage).
///
/// `occurrences(in:lemmatizer:classes:)` is what `read` highlights and
/// `TapExpander` what a tap selects: both settle overlaps over the same stretch
/// of words, so a saved phrase is highlighted exactly where a tap on any of its
/// words selects it.
public struct SavedPhrases: Sendable {
    var table: PhraseTable
    /// Each phrase once, under its key word.
    private(set) var keys: PhraseKeys

    /// `classes`: the lexicon's (`PhraseLexicon.classes`), for its closed-class words.
    public init(_ phrases: [[String]], classes: WordClassTable) {
        table = PhraseTable(closedWords: classes.words)
        for phrase in phrases.map({ $0.joined(separator: " ").lowercased() }).sorted() {
            let bytes = Array(phrase.utf8)[...]
            let words = PhraseWords.split(bytes)
            guard words.count >= 2 else { continue }
            // The lexicon's gaps: a saved light verb also matches "made a very difficult decision".
            table.append(phrase: bytes, words: words, gap: PhraseWords.lightVerbs.contains(PhraseTable.hash(bytes)) ? .modifier : .object)
        }
        table.buildIndex()
        keys = PhraseKeys(table)
    }

    /// Number of phrases.
    public var count: Int { table.count }

    /// Every saved phrase in the text, overlaps settled (more words, then fewer
    /// gap words, then earlier wins), in text order.
    ///
    /// A window is built only for a stretch of words (a `WordWindow`'s) where
    /// the words of some phrase can be placed (`PhraseKeys`); most stretches hold none.
    public func occurrences(in text: TokenizedText, lemmatizer: Lemmatizer, classes: WordClassTable) -> [PhraseOccurrence] {
        guard count > 0 else { return [] }
        var found: [PhraseOccurrence] = []
        var stretch = StretchScan(tokens: text.tokens.count)
        var keyed: [(hash: UInt64, position: Int)] = []
        var candidates: [Int32] = []
        var window = WordWindow()
        var next = 0
        while let words = stretch.next(in: text, from: &next, lemmatizer: lemmatizer) {
            // A phrase has two words or more.
            guard stretch.hashes.count >= 4 else { continue }
            if !keyed.isEmpty { keyed.removeAll(keepingCapacity: true) }
            keys.keys(in: stretch.hashes, into: &keyed)
            guard !keyed.isEmpty else { continue }
            if !candidates.isEmpty { candidates.removeAll(keepingCapacity: true) }
            keys.candidates(keyed: keyed, hashes: stretch.hashes, table: table, into: &candidates)
            guard !candidates.isEmpty else { continue }
            window.fill(text: text, tapped: words.lowerBound, lemmatizer: lemmatizer, classes: classes, reach: .max)
            for match in PhraseMatcher(table: table, window: window).resolvedMatches(of: candidates) {
                found.append(occurrence(match, window: window))
            }
        }
        return found
    }

    /// The saved phrase a tap on the word token `tapped` selects, if any.
    func occurrence(at tapped: Int, in text: TokenizedText, lemmatizer: Lemmatizer, classes: WordClassTable) -> PhraseOccurrence? {
        guard count > 0 else { return nil }
        let window = WordWindow(text: text, tapped: tapped, lemmatizer: lemmatizer, classes: classes, reach: .max)
        let hashes = zip(window.lemmaHashes, window.lowerHashes).flatMap { [$0, $1] }
        var keyed: [(hash: UInt64, position: Int)] = [], candidates: [Int32] = []
        keys.keys(in: hashes, into: &keyed)
        keys.candidates(keyed: keyed, hashes: hashes, table: table, into: &candidates)
        return PhraseMatcher(table: table, window: window).resolvedMatches(of: candidates)
            .first { $0.positions.contains(window.tap) }.map { occurrence($0, window: window) }
    }

    private func occurrence(_ match: PhraseMatch, window: WordWindow) -> PhraseOccurrence {
        PhraseOccurrence(words: match.positions.map { window.tokens[$0] }, lemma: table.text(of: table.entries[Int(match.entry)]))
    }
}

/// A saved phrase found in a text.
public struct PhraseOccurrence: Sendable, Equatable {
    /// Token indexes of the phrase's own words, in order (gap words excluded).
    public let words: [Int]
    /// The saved phrase as lower-case lemmas joined by spaces.
    public let lemma: String

    public var first: Int { words[0] }
    public var last: Int { words[words.count - 1] }
}
