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

    /// `families`: the word families statuses reach through (`LanguageData.families`, at the learner's reach).
    public init(snapshot: VocabularySnapshot, lexicon: LemmaLexicon, families: WordFamilies = .none) {
        self.lexicon = lexicon
        table = StatusTable(snapshot: snapshot, lexicon: lexicon, families: families)
        phraseStatuses = Dictionary(snapshot.phrases.map { ($0.key.joined(separator: " ").lowercased(), $0.value) },
                                    uniquingKeysWith: { first, _ in first })
        lemmatizer = Lemmatizer(lexicon: lexicon)
        classes = WordClassTable(lexicon: lexicon)
        phrases = snapshot.savedPhrases(classes: classes)
        possessiveTerm = lexicon.id(of: "'s")?.rawValue ?? TermIndex.none
    }

    /// Annotates a text whose tokens carry lemmas (`Lemmatizer.lemmatize`), held whole.
    /// A long text can be annotated piece by piece instead: see `reading()`.
    public func annotate(_ text: TokenizedText) -> AnnotatedText {
        var reading = reading()
        return reading.annotate(text)
    }

    /// A reading of one text given in pieces.
    public func reading() -> Reading { Reading(annotator: self) }

    // MARK: Phrases

    /// Starts the search for saved phrases in a text (see `PendingPhraseSearch`).
    func searchPhrases(in text: TokenizedText) -> PendingPhraseSearch {
        PendingPhraseSearch(phrases, in: text, lemmatizer: lemmatizer, classes: classes)
    }

    /// The phrases found, numbered in text order; each word of one gets its number in `spans`.
    func phraseSpans(_ occurrences: [PhraseOccurrence], in text: TokenizedText, spans: inout [Span]) -> [PhraseSpan] {
        occurrences.enumerated().map { number, found in
            for index in found.first...found.last { spans[index].phrase = Int32(number) }
            return PhraseSpan(start: text.tokens[found.first].start, end: text.tokens[found.last].end,
                              spans: found.first..<(found.last + 1), lemma: found.lemma,
                              status: phraseStatuses[found.lemma] ?? .learning)
        }
    }
}
