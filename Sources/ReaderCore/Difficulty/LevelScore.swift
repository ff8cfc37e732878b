import Foundation

/// The continuous level of a text, about 1 (A1) to 6 (C2), higher = harder:
///
///     level = -7.32 + 1.86 ln(ASL) + 1.10 LR + 0.25 SYL
///
/// ASL is mean sentence length in words, LR the mean natural log of the frequency
/// rank of non-name words, SYL mean syllables per word (all in `LevelFeatures`).
/// Only means enter, so length alone never raises the score. Sentence length
/// carries most of the weight because shortening sentences is what simplified
/// versions of a text do most; LR adds word frequency (rare words swapped for
/// common ones) and SYL a little word length.
///
/// Calibration (`scripts/fit_levels.py`): least squares on the 165 OneStopEnglish
/// dev texts (55 news articles, each rewritten by teachers for three levels), the
/// target being the middle of the band each level was written for (elementary
/// A2-B1 = 2.5, intermediate 3.5, advanced 4.5). No clamping: a very easy or very
/// hard text may fall outside 1...6.
public enum LevelScore {
    /// Score of a text with no words.
    public static let minimum = 1.0

    static let intercept = -7.072
    static let sentenceWeight = 1.855
    static let logRankWeight = 1.051
    static let syllableWeight = 0.302

    public static func score(_ features: LevelFeatures) -> Double {
        let sentence = log(max(features.meanSentenceLength, 1))
        return intercept + sentenceWeight * sentence + logRankWeight * features.meanLogRank
            + syllableWeight * features.meanSyllables
    }

    /// Decimals every face shows a score with (score, batch, serve, JSON, CSV).
    public static let shownDigits = 2

    /// A score as every face shows it ("3.50").
    public static func shown(_ score: Double) -> String { NumberText.fixed(score, shownDigits) }

    /// The CEFR band of a score as shown: below 1.50 is A1, 1.50..<2.50 A2,
    /// ... 5.50 and above C2. Banding the shown value, not the raw one, keeps
    /// 3.495 (shown 3.50) out of B1 beside another 3.50 in B2 (issue 51).
    public static func band(of score: Double) -> CEFRLevel {
        let value = Double(shown(score)) ?? score
        let rounded = Int((value + 0.5).rounded(.down))
        return CEFRLevel(rawValue: min(max(rounded, 1), 6)) ?? .a1
    }
}
