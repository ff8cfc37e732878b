import Tokenizer

/// Gives every word of a tokenized, lemmatized text the learner's status and
/// finds the saved phrases in it (SPEC "Statuses").
///
/// Build one per vocabulary snapshot: it maps the snapshot's strings to ids
/// once, so annotating reads arrays indexed by lemma id and creates no string
/// per token. Immutable and `Sendable`: share it between threads.
///
/// - A word's status is its lemma's; a surface-form override wins.
/// - Names default to Ignored and are flagged `isName`: a capitalised word
///   that is not sentence-initial and is either unknown to the lexicon as a
///   common word or, being one (WordNet lists "elizabeth", "york"), never
///   written in lower case in this text. A sentence-initial capitalised word
///   is a name when the same word is a name elsewhere in the text.
/// - Non-words have no status. A possessive ending ("Emma|'s") takes the status
///   of its word and is not counted as a word of its own.
/// - Saved phrases match on lemma sequences; a phrase ending in a particle
///   also matches with up to two words before the particle ("turn it off").
///   On overlap the phrase with more lemmas wins, then the earlier one.
public struct Annotator: Sendable {
    let lexicon: LemmaLexicon
    let terms: TermIndex
    /// Status per term id as `WordStatus.code`, 0 for terms not in the vocabulary.
    private let statuses: [UInt8]
    /// Lower-case surface form overrides, values are status codes.
    private let forms: LowercasedKeyTable
    private let trie: PhraseTrie
    /// The possessive ending "'s": grammar, not vocabulary, so it takes its word's status.
    let possessiveTerm: UInt32

    /// Particles that may follow a short gap in a saved phrasal verb.
    static let particles = ["about", "across", "along", "apart", "around", "aside", "away", "back", "by", "down",
                            "forward", "in", "off", "on", "out", "over", "round", "through", "together", "up"]

    public init(snapshot: VocabularySnapshot, lexicon: LemmaLexicon) {
        var terms = TermIndex(lexicon: lexicon)
        let lemmaTerms = snapshot.lemmas.map { (terms.id(forLemma: $0.key), $0.value) }
        // Sorted so that phrases mapping to the same ids keep a deterministic winner.
        let phrases = snapshot.phrases.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map { entry in
            (terms: entry.key.map { terms.id(forLemma: $0) }, lemma: entry.key.joined(separator: " "), status: entry.value)
        }
        var statuses = [UInt8](repeating: 0, count: terms.count)
        for (term, status) in lemmaTerms { statuses[Int(term)] = status.code }
        let forms = LowercasedKeyTable(formStatuses: snapshot.forms)
        let particles = Set(Annotator.particles.compactMap { lexicon.id(of: $0)?.rawValue })
        self.lexicon = lexicon
        self.terms = terms
        self.statuses = statuses
        self.forms = forms
        trie = PhraseTrie(phrases: phrases, termCount: terms.count, particles: particles)
        possessiveTerm = lexicon.id(of: "'s")?.rawValue ?? TermIndex.none
    }

    /// Annotates a text whose tokens carry lemmas (`Lemmatizer.lemmatize`).
    public func annotate(_ text: TokenizedText) -> AnnotatedText {
        var pass = WordPass(annotator: self, tokenCount: text.tokens.count)
        text.bytes.withUnsafeBufferPointer { bytes in
            text.tokens.withUnsafeBufferPointer { tokens in pass.run(bytes: bytes, tokens: tokens) }
        }
        var spans: [Span] = []
        swap(&spans, &pass.spans)
        let phrases = trie.isEmpty ? [] : findPhrases(in: text, terms: pass.terms, spans: &spans)
        var summary = text.bytes.withUnsafeBufferPointer { bytes in summarize(spans, terms: pass.terms, bytes: bytes) }
        summary.phrases = phrases.count
        return AnnotatedText(bytes: text.bytes, baseOffset: text.baseOffset, spans: spans, phrases: phrases,
                             summary: summary, lexicon: lexicon)
    }

    @inline(__always)
    func status(term: UInt32, surface: UnsafeBufferPointer<UInt8>, isName: Bool) -> WordStatus {
        if !forms.isEmpty, let code = forms.value(forSurface: surface), let status = WordStatus(code: UInt8(code)) {
            return status
        }
        if term < UInt32(statuses.count), let status = WordStatus(code: statuses[Int(term)]) { return status }
        return isName ? .ignored : .new
    }

    // MARK: Phrases

    private func findPhrases(in text: TokenizedText, terms: [UInt32], spans: inout [Span]) -> [PhraseSpan] {
        let winners = text.tokens.withUnsafeBufferPointer { tokens in
            terms.withUnsafeBufferPointer { terms in
                var candidates: [PhraseCandidate] = []
                for index in 0..<tokens.count where tokens[index].kind == .word {
                    trie.collectCandidates(startingAt: index, tokens: tokens, terms: terms, into: &candidates)
                }
                return trie.resolveOverlaps(candidates, tokenCount: tokens.count)
            }
        }
        var phrases: [PhraseSpan] = []
        phrases.reserveCapacity(winners.count)
        for winner in winners {
            let first = Int(winner.first)
            let last = Int(winner.last)
            let phrase = trie.phrases[Int(winner.phrase)]
            for index in first...last { spans[index].phrase = Int32(phrases.count) }
            phrases.append(PhraseSpan(start: text.tokens[first].start, end: text.tokens[last].end, spans: first..<(last + 1),
                                      lemma: phrase.lemma, status: phrase.status))
        }
        return phrases
    }

    // MARK: Summary

    private func summarize(_ spans: [Span], terms: [UInt32], bytes: UnsafeBufferPointer<UInt8>) -> ReadingSummary {
        var summary = ReadingSummary()
        var newTerms = [UInt64](repeating: 0, count: (self.terms.count + 63) / 64)
        var newOthers = Set<UInt64>()
        for index in spans.indices {
            let span = spans[index]
            guard let status = span.status, !isPossessive(index, in: spans) else { continue }
            summary.words += 1
            if span.isName { summary.names += 1 }
            switch status {
            case .known, .ignored:
                summary.known += 1
            case .learning:
                summary.learning += 1
            case .new:
                summary.new += 1
                let term = terms[index]
                if term != TermIndex.none {
                    let (word, bit) = (Int(term) / 64, UInt64(1) << (term % 64))
                    if newTerms[word] & bit == 0 {
                        newTerms[word] |= bit
                        summary.uniqueNew += 1
                    }
                } else {
                    let surface = UnsafeBufferPointer(rebasing: bytes[Int(span.token.start)..<Int(span.token.end)])
                    if newOthers.insert(LowercasedKeyTable.surfaceHash(surface)).inserted { summary.uniqueNew += 1 }
                }
            }
        }
        return summary
    }
}

extension Annotator {
    /// A possessive ending written onto its word, which it is counted with.
    private func isPossessive(_ index: Int, in spans: [Span]) -> Bool {
        spans[index].token.lemma.rawValue == possessiveTerm && index > 0 && spans[index - 1].isWord
            && spans[index - 1].token.end == spans[index].token.start
    }
}
