/// The length-invariant measurements (means and shares, never sums) the level
/// score combines.
public struct LevelFeatures: Sendable, Equatable {
    /// Words per sentence, each sentence counted up to `LevelFeatures.sentenceCap` words.
    public var meanSentenceLength: Double
    /// Syllables per word (vowel-group heuristic).
    public var meanSyllables: Double
    /// Letters per word.
    public var meanLetters: Double
    /// Mean natural log of the frequency rank of non-name words, ranks capped at `rankCap`
    /// (unranked words count as the cap).
    public var meanLogRank: Double
    /// Share of non-name words ranked beyond 5,000 (or unranked).
    public var rareShare: Double

    public init(meanSentenceLength: Double, meanSyllables: Double, meanLetters: Double, meanLogRank: Double, rareShare: Double) {
        self.meanSentenceLength = meanSentenceLength
        self.meanSyllables = meanSyllables
        self.meanLetters = meanLetters
        self.meanLogRank = meanLogRank
        self.rareShare = rareShare
    }

    /// Longest sentence counted in full: a text without full stops must not read as one 10,000-word sentence.
    public static let sentenceCap = 60
    /// Rank given to unranked words and the most any word counts as.
    public static let rankCap = 50_000
    /// Rank beyond which a word counts as rare for `rareShare`.
    public static let rareRank = 5_000
}
