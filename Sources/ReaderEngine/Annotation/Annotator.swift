import Collocations
import Tokenizer

/// Gives every word of a tokenized, lemmatized text the learner's status and
/// finds the saved phrases in it (SPEC "Statuses").
///
/// Build one per vocabulary snapshot: it maps the snapshot's strings to ids
/// once, so annotating reads arrays indexed by lemma id and creates no string
/// per token. Immutable and `Sendable`: share it between threads.
///
/// - What a running word and a name are is `RunningWords`' rule, and a word's
///   status is `StatusTable`'s (shared with `DifficultyAccumulator`). Names are
///   flagged `isName` and default to Ignored.
/// - Non-words have no status. A possessive ending ("Emma|'s") takes the status
///   of its word and is not counted as a word of its own.
/// - Saved phrases are found by `SavedPhrases`, the matcher a tap uses, so a
///   phrase is highlighted exactly where a tap on its words selects it.
public struct Annotator: Sendable {
    let lexicon: LemmaLexicon
    /// Statuses and term ids, shared with the scorer so both answer alike.
    let table: StatusTable
    /// Saved phrases, matched as a tap matches them (`SavedPhrases`).
    private let phrases: SavedPhrases
    /// Status per saved phrase, by its lower-case lemmas joined by spaces.
    private let phraseStatuses: [String: WordStatus]
    private let lemmatizer: Lemmatizer
    private let classes: WordClassTable
    /// The possessive ending "'s": grammar, not vocabulary, so it takes its word's status.
    let possessiveTerm: UInt32

    public init(snapshot: VocabularySnapshot, lexicon: LemmaLexicon) {
        self.lexicon = lexicon
        table = StatusTable(snapshot: snapshot, lexicon: lexicon)
        phrases = snapshot.savedPhrases
        phraseStatuses = Dictionary(snapshot.phrases.map { ($0.key.joined(separator: " ").lowercased(), $0.value) },
                                    uniquingKeysWith: { first, _ in first })
        lemmatizer = Lemmatizer(lexicon: lexicon)
        classes = WordClassTable(lexicon: lexicon)
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
        let phrases = findPhrases(in: text, spans: &spans)
        var summary = text.bytes.withUnsafeBufferPointer { bytes in summarize(spans, terms: pass.terms, bytes: bytes) }
        summary.phrases = phrases.count
        return AnnotatedText(bytes: text.bytes, baseOffset: text.baseOffset, spans: spans, phrases: phrases,
                             summary: summary, lexicon: lexicon)
    }

    // MARK: Phrases

    private func findPhrases(in text: TokenizedText, spans: inout [Span]) -> [PhraseSpan] {
        guard phrases.count > 0 else { return [] }
        return phrases.occurrences(in: text, lemmatizer: lemmatizer, classes: classes).enumerated().map { number, found in
            for index in found.first...found.last { spans[index].phrase = Int32(number) }
            return PhraseSpan(start: text.tokens[found.first].start, end: text.tokens[found.last].end,
                              spans: found.first..<(found.last + 1), lemma: found.lemma,
                              status: phraseStatuses[found.lemma] ?? .learning)
        }
    }

    // MARK: Summary

    private func summarize(_ spans: [Span], terms: [UInt32], bytes: UnsafeBufferPointer<UInt8>) -> ReadingSummary {
        var summary = ReadingSummary()
        var newTerms = [UInt64](repeating: 0, count: (table.terms.count + 63) / 64)
        var newOthers = Set<UInt64>()
        for index in spans.indices {
            let span = spans[index]
            guard let status = span.status, span.token.lemma.rawValue != possessiveTerm else { continue }
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
