import Tokenizer

/// Turns a tap on a word into the phrase it belongs to: the learner's saved
/// phrases first, then the phrase lexicon (and multi-word names, which no
/// lexicon lists), then collocation statistics above a threshold, else the
/// word itself.
///
/// Phrases need a content word (function words alone never form one), and a
/// statistical phrase is only offered when the tapped word is itself a
/// content word, so "the" or "of" never pulls in an "of the"-like chunk, and
/// never across a conjunction.
public struct TapExpander: Sendable {
    public let lemmatizer: Lemmatizer
    public let lexicon: PhraseLexicon
    public let model: PhraseModel?
    /// NPMI a statistical phrase needs. High on purpose: the default model
    /// is trained on 19th-century novels, and below ~0.7 it is full of
    /// compositional chunks ("young man", "five minute", "next morning") that
    /// would expand ordinary words in today's text.
    public var statisticsThreshold: Double
    /// Occurrences a statistical phrase needs in the training corpus.
    public var statisticsMinCount: Int

    public static let defaultThreshold = 0.7
    public static let defaultMinCount = 10

    public init(lemmatizer: Lemmatizer, lexicon: PhraseLexicon, model: PhraseModel?,
                statisticsThreshold: Double = TapExpander.defaultThreshold, statisticsMinCount: Int = TapExpander.defaultMinCount) {
        self.lemmatizer = lemmatizer
        self.lexicon = lexicon
        self.model = model
        self.statisticsThreshold = statisticsThreshold
        self.statisticsMinCount = statisticsMinCount
    }

    /// Expands a tap at `offset` (a byte offset in the whole input) in lemmatized text.
    public func expand(_ text: TokenizedText, at offset: Int, saved: SavedPhrases? = nil) throws(ExpansionError) -> Expansion {
        let relative = offset - text.baseOffset
        guard relative >= 0, relative < text.bytes.count else {
            throw .outOfRange(offset: offset, length: text.baseOffset + text.bytes.count)
        }
        guard let found = TapExpander.token(at: relative, in: text.tokens) else { throw .notOnWord(offset: offset) }
        if let numbered = NameRun.numberedWord(forNumber: found, in: text) {
            let window = WordWindow(text: text, tapped: numbered, lemmatizer: lemmatizer, classes: lexicon.classes)
            if let (range, end) = NameRun.extent(in: window, text: text, classes: lexicon.classes, lexicon: lemmatizer.lexicon), end == found {
                return name(range, through: end, window: window, text: text, at: offset)
            }
        }
        if let noun = NumberModifier.word(forNumber: found, in: text) {
            let window = WordWindow(text: text, tapped: noun, lemmatizer: lemmatizer, classes: lexicon.classes)
            if let (number, _) = NumberModifier.match(in: window, text: text, lexicon: lemmatizer.lexicon) {
                return numberModifier(number, noun: noun, text: text, at: offset)
            }
        }
        guard let tapped = text.tokens[found].kind == .word ? found : HyphenRun.word(forHyphen: found, in: text) else {
            throw .notOnWord(offset: offset)
        }
        if let saved, let found = saved.occurrence(at: tapped, in: text, lemmatizer: lemmatizer, classes: lexicon.classes) {
            return Expansion(at: offset, start: text.range(of: text.tokens[found.first]).lowerBound,
                             end: text.range(of: text.tokens[found.last]).upperBound, lemma: found.lemma, source: .saved,
                             score: 1, tokens: found.words)
        }
        let window = WordWindow(text: text, tapped: tapped, lemmatizer: lemmatizer, classes: lexicon.classes)
        let hyphenated = HyphenRun.range(in: window, text: text)
        if let match = PhraseMatcher(table: lexicon.table, window: window).bestMatch(), !isRuledOut(match, in: window),
           hyphenated.map({ match.first <= $0.lowerBound && $0.upperBound - 1 <= match.last }) ?? true {
            // A name that holds the phrase is the unit: "San Mateo Avenue", not WordNet's "San Mateo".
            if let (name, end) = NameRun.extent(in: window, text: text, classes: lexicon.classes, lexicon: lemmatizer.lexicon),
               name.lowerBound <= match.first, match.last < name.upperBound, name.count > match.positions.count {
                return self.name(name, through: end, window: window, text: text, at: offset)
            }
            if lexicon.compoundPrepositions.contains(match.entry),
               let (range, lemma) = Construction.match(in: window, text: text, endsPhrase: { endsPhrase(at: $0, in: window) }),
               range.lowerBound <= match.first, match.last < range.upperBound {
                return span(range, window: window, text: text, at: offset, lemma: lemma, source: .lexicon, score: 1)
            }
            return expansion(match, window: window, text: text, at: offset)
        }
        if let hyphenated {
            let lemma = hyphenated.map { lemmatizer.lemmaString(of: text.tokens[window.tokens[$0]], in: text) ?? window.lowerText($0) }
            return span(hyphenated, window: window, text: text, at: offset, lemma: lemma.joined(separator: "-"), source: .lexicon, score: 1)
        }
        if let (range, lemma) = Construction.match(in: window, text: text, endsPhrase: { endsPhrase(at: $0, in: window) }) {
            return span(range, window: window, text: text, at: offset, lemma: lemma, source: .lexicon, score: 1)
        }
        if let (number, _) = NumberModifier.match(in: window, text: text, lexicon: lemmatizer.lexicon) {
            return numberModifier(number, noun: tapped, text: text, at: offset)
        }
        if let (range, end) = NameRun.extent(in: window, text: text, classes: lexicon.classes, lexicon: lemmatizer.lexicon) {
            return name(range, through: end, window: window, text: text, at: offset)
        }
        if let (range, lemma) = SplitCompound.match(in: window, lexicon: lemmatizer.lexicon) {
            let written = range.map { window.lowerText($0) }.joined(separator: " ")
            return span(range, window: window, text: text, at: offset, lemma: lemmatizer.lexicon.string(for: lemma) ?? written, source: .lexicon, score: 1)
        }
        if let (range, phrase) = statisticalPhrase(in: window), let model {
            return span(range, window: window, text: text, at: offset, lemma: model.text(of: phrase), source: .statistics, score: phrase.npmi)
        }
        if let match = phraseAroundArticle(in: window) {
            return expansion(match, window: window, text: text, at: offset)
        }
        let token = text.tokens[tapped]
        let range = text.range(of: token)
        return Expansion(at: offset, start: range.lowerBound, end: range.upperBound,
                         lemma: lemmatizer.lemmaString(of: token, in: text) ?? text.text(of: token).lowercased(),
                         source: .word, score: 0, tokens: [tapped])
    }

    private func expansion(_ match: PhraseMatch, window: WordWindow, text: TokenizedText, at offset: Int) -> Expansion {
        let tokens = match.positions.map { window.tokens[$0] }
        return Expansion(at: offset, start: text.range(of: text.tokens[tokens[0]]).lowerBound,
                         end: text.range(of: text.tokens[tokens[tokens.count - 1]]).upperBound,
                         lemma: lexicon.table.text(of: lexicon.table.entries[Int(match.entry)]), source: .lexicon, score: 1, tokens: tokens)
    }

    /// A name of the window's words `range` whose text runs through token `end` (a number or an
    /// abbreviation's period may follow the last word): its lemma is the name as written.
    private func name(_ range: Range<Int>, through end: Int, window: WordWindow, text: TokenizedText, at offset: Int) -> Expansion {
        let (bytes, written) = TapExpander.written(from: window.tokens[range.lowerBound], through: end, in: text)
        return Expansion(at: offset, start: bytes.lowerBound, end: bytes.upperBound, lemma: written, source: .lexicon, score: 1,
                         tokens: range.map { window.tokens[$0] })
    }

    /// A number and the noun it makes a modifier with ("5 star"): the pair as written is the lemma.
    private func numberModifier(_ number: Int, noun: Int, text: TokenizedText, at offset: Int) -> Expansion {
        let (bytes, written) = TapExpander.written(from: number, through: noun, in: text)
        return Expansion(at: offset, start: bytes.lowerBound, end: bytes.upperBound, lemma: written.lowercased(), source: .lexicon,
                         score: 1, tokens: [number, noun])
    }

    /// The input's byte range from token `first` through token `last`, and its text as written.
    private static func written(from first: Int, through last: Int, in text: TokenizedText) -> (bytes: Range<Int>, text: String) {
        let start = text.range(of: text.tokens[first]).lowerBound, end = text.range(of: text.tokens[last]).upperBound
        return (start..<end, String(decoding: text.bytes[(start - text.baseOffset)..<(end - text.baseOffset)], as: UTF8.self))
    }

    /// Contiguous window words as one expansion.
    private func span(_ range: Range<Int>, window: WordWindow, text: TokenizedText, at offset: Int,
                      lemma: String, source: ExpansionSource, score: Double) -> Expansion {
        Expansion(at: offset, start: text.range(of: text.tokens[window.tokens[range.lowerBound]]).lowerBound,
                  end: text.range(of: text.tokens[window.tokens[range.upperBound - 1]]).upperBound,
                  lemma: lemma, source: source, score: score, tokens: range.map { window.tokens[$0] })
    }

    /// The strongest model phrase over contiguous window words that covers the tap.
    private func statisticalPhrase(in window: WordWindow) -> (Range<Int>, ModelPhrase)? {
        guard let model, window.classes[window.tap].isContent, LemmaID(rawValue: window.lemmas[window.tap]).isLexiconEntry else { return nil }
        var best: (Range<Int>, ModelPhrase)?
        for length in 2...NGram.maxLength {
            for start in max(0, window.tap - length + 1)...window.tap where start + length <= window.count {
                let ids = Array(window.lemmas[start..<(start + length)])
                // Binomials ("three or four", "uncle and aunt") are compositional more often than not.
                guard ids.allSatisfy({ LemmaID(rawValue: $0).isLexiconEntry && !lexicon.classes[$0].contains(.conjunction) }),
                      let phrase = model.phrase(for: NGram(ids)),
                      Int(phrase.counts.joint) >= statisticsMinCount, phrase.npmi >= statisticsThreshold else { continue }
                if best.map({ phrase.npmi > $0.1.npmi }) ?? true { best = (start..<(start + length), phrase) }
            }
        }
        return best
    }

    /// Index of the token containing byte `offset` (relative to the text's bytes).
    static func token(at offset: Int, in tokens: [Token]) -> Int? {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].end) <= offset { low = middle + 1 } else { high = middle }
        }
        guard low < tokens.count, Int(tokens[low].start) <= offset else { return nil }
        return low
    }
}
