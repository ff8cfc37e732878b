import Tokenizer

/// Scores the difficulty of texts for one learner.
///
/// The scorer is immutable and `Sendable`: share one across threads and give each
/// thread its own `Tokenizer` and `DifficultyAccumulator` (`makeAccumulator()`),
/// which streams pieces of any size (`SentencePieces`) so a 1 GB file is never held whole.
///
/// ## Topics
/// - ``score(_:tokenizer:)``
/// - ``makeAccumulator()``
/// - ``DifficultyReport``
/// - ``LevelScore``
public struct DifficultyScorer: Sendable {
    public let data: LanguageData
    public let vocabulary: VocabularySnapshot
    /// The level `DifficultyReport.aboveLevelShare` is measured against.
    public let learnerLevel: CEFRLevel
    /// How many of the most frequent New lemmas a report lists.
    public let topNewLimit: Int
    let ranker: LemmaRanker
    /// Bytes an accumulator may hold for the distinct words outside the lexicon and the names of
    /// one text (`DifficultyAccumulator`): what a million such words take, far more than any book has.
    static let distinctWordBudget = 64 << 20
    /// The learner's statuses, shared with `Annotator` so `read` and `score` agree.
    let statuses: StatusTable

    /// `families`: the word families statuses reach through (`LanguageData.families` at the learner's
    /// reach; none by default, as `Annotator`'s, so both answer alike).
    public init(data: LanguageData, vocabulary: VocabularySnapshot = .empty, learnerLevel: CEFRLevel = .b1, topNewLimit: Int = 10,
                families: WordFamilies = .none) {
        self.data = data
        ranker = LemmaRanker()
        statuses = StatusTable(snapshot: vocabulary, lexicon: data.lexicon, families: families)
        self.vocabulary = vocabulary
        self.learnerLevel = learnerLevel
        self.topNewLimit = max(0, topNewLimit)
    }

    /// A fresh accumulator; reuse it for many texts (`finish()` resets it).
    public func makeAccumulator() -> DifficultyAccumulator {
        DifficultyAccumulator(scorer: self)
    }

    /// Scores a whole text held in memory.
    public func score(_ text: String, tokenizer: Tokenizer) throws -> DifficultyReport {
        var accumulator = makeAccumulator()
        var tokenized = try tokenizer.tokenize(text)
        data.lemmatizer.lemmatize(&tokenized)
        accumulator.add(tokenized)
        return accumulator.finish()
    }
}
