import Foundation

/// The continuous level of a text, about 1 (A1) to 6 (C2), from length-invariant
/// features. See the README section "How level_score is computed".
public enum LevelScore {
    /// Score of a text with no words.
    public static let minimum = 1.0

    /// Weights (calibrated by `Corpora/scripts/leveled_eval.py`, see the README).
    static let intercept = -8.0
    static let sentenceWeight = 1.6
    static let logRankWeight = 1.0
    static let syllableWeight = 1.5

    public static func score(_ features: LevelFeatures) -> Double {
        let sentence = log(max(features.meanSentenceLength, 1))
        return intercept + sentenceWeight * sentence + logRankWeight * features.meanLogRank
            + syllableWeight * features.meanSyllables
    }

    /// The CEFR band of a score: below 1.5 is A1, 1.5..<2.5 A2, ... 5.5 and above C2.
    public static func band(of score: Double) -> CEFRLevel {
        let rounded = Int((score + 0.5).rounded(.down))
        return CEFRLevel(rawValue: min(max(rounded, 1), 6)) ?? .a1
    }
}
