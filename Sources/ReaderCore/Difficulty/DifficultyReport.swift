/// The difficulty of one whole text for one learner: a user-relative profile
/// (coverage by the learner's statuses) and a general profile (frequency bands,
/// sentence length, a continuous level).
///
/// Every figure is a share or a mean, so a text repeated ten times gets the same report
/// apart from the counts (`words`, `sentences`, `names` and the `topNew` counts).
public struct DifficultyReport: Sendable, Equatable {
    // MARK: User-relative profile
    /// Running words: `.word` tokens (numbers, punctuation, symbols and links are not words).
    public var words: Int
    /// Sentences that hold at least one word.
    public var sentences: Int
    /// Distinct lemmas among the running words, names included.
    public var uniqueLemmas: Int
    /// Share of running words whose lemma is Known or Ignored for this learner, or a name.
    public var knownCoverage: Double
    /// Share of running words whose lemma is Learning.
    public var learningCoverage: Double
    /// Distinct lemmas that are New for this learner (names excluded).
    public var newUnique: Int
    /// `newUnique` as a share of `uniqueLemmas`.
    public var newUniqueShare: Double
    /// The most frequent New lemmas, most frequent first (ties by lemma).
    public var topNew: [LemmaCount]
    /// Running words that are names.
    public var names: Int

    // MARK: General profile
    public var bands: BandProfile
    /// Thousands of lemmas needed for 95% / 98% coverage; nil when 10k is not enough.
    public var k95: Int?
    public var k98: Int?
    /// The learner level `aboveLevelShare` is measured against.
    public var learnerLevel: CEFRLevel
    /// Share of running words (names excluded) whose CEFR level is above `learnerLevel` or unknown.
    public var aboveLevelShare: Double
    /// The measurements `levelScore` is computed from.
    public var features: LevelFeatures
    /// Continuous difficulty, about 1 (A1) to 6 (C2); see `LevelScore`.
    public var levelScore: Double
    /// The CEFR band of `levelScore`.
    public var cefr: CEFRLevel
    /// Flesch-Kincaid grade level, for comparison with the usual readability formula.
    public var fleschKincaidGrade: Double
}

/// A lemma and how many running words it covers.
public struct LemmaCount: Sendable, Equatable {
    public var lemma: String
    public var count: Int

    public init(lemma: String, count: Int) {
        self.lemma = lemma
        self.count = count
    }
}
