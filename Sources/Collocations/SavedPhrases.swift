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
    var table = PhraseTable()

    public init(_ phrases: [[String]]) {
        for phrase in phrases.map({ $0.joined(separator: " ").lowercased() }).sorted() {
            let bytes = Array(phrase.utf8)[...]
            let words = PhraseWords.split(bytes)
            guard words.count >= 2 else { continue }
            // The lexicon's gaps: a saved light verb also matches "made a very difficult decision".
            table.append(phrase: bytes, words: words, gap: PhraseWords.lightVerbs.contains(PhraseTable.hash(bytes)) ? .modifier : .object)
        }
        table.buildIndex()
    }

    /// Number of phrases.
    public var count: Int { table.count }

    /// Every saved phrase in the text, overlaps settled (more words, then fewer
    /// gap words, then earlier wins), in text order.
    public func occurrences(in text: TokenizedText, lemmatizer: Lemmatizer, classes: WordClassTable) -> [PhraseOccurrence] {
        guard count > 0 else { return [] }
        var found: [PhraseOccurrence] = []
        var scannedUpTo = -1
        for index in text.tokens.indices where index > scannedUpTo && mayAnchor(index, in: text, lemmatizer: lemmatizer) {
            let window = WordWindow(text: text, tapped: index, lemmatizer: lemmatizer, classes: classes, reach: .max)
            scannedUpTo = window.tokens[window.count - 1]
            for match in PhraseMatcher(table: table, window: window).resolvedMatches() {
                found.append(occurrence(match, window: window))
            }
        }
        return found
    }

    /// The saved phrase a tap on the word token `tapped` selects, if any.
    func occurrence(at tapped: Int, in text: TokenizedText, lemmatizer: Lemmatizer, classes: WordClassTable) -> PhraseOccurrence? {
        guard count > 0 else { return nil }
        let window = WordWindow(text: text, tapped: tapped, lemmatizer: lemmatizer, classes: classes, reach: .max)
        return PhraseMatcher(table: table, window: window).resolvedMatches()
            .first { $0.positions.contains(window.tap) }.map { occurrence($0, window: window) }
    }

    private func occurrence(_ match: PhraseMatch, window: WordWindow) -> PhraseOccurrence {
        PhraseOccurrence(words: match.positions.map { window.tokens[$0] }, lemma: table.text(of: table.entries[Int(match.entry)]))
    }

    /// Whether a phrase may use this token: a word whose lemma or lower-cased
    /// text is an indexed phrase word. Cheap, so only those stretches of text
    /// get a `WordWindow`.
    private func mayAnchor(_ index: Int, in text: TokenizedText, lemmatizer: Lemmatizer) -> Bool {
        let token = text.tokens[index]
        guard token.kind == .word else { return false }
        let lower = text.bytes.withUnsafeBufferPointer {
            PhraseTable.hashLowercased(UnsafeBufferPointer(rebasing: $0[Int(token.start)..<Int(token.end)]))
        }
        if table.isIndexed(lower) { return true }
        guard token.lemma.isLexiconEntry else { return false }
        return lemmatizer.withLemmaBytes(of: token, in: text) { table.isIndexed(PhraseTable.hashLowercased($0)) }
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
