import Foundation

/// The continuous level of a text, about 1 (A1) to 6 (C2), higher = harder:
///
///     level = -8.55 + 2.12 ln(ASL) + 1.32 LR + 0.66 SYL
///
/// ASL is mean sentence length in words, LR the mean natural log of the frequency
/// rank of non-name words, SYL mean syllables per word (all in `LevelFeatures`).
/// Only means enter, so length alone never raises the score. Sentence length
/// carries most of the weight because shortening sentences is what simplified
/// versions of a text do most; LR adds word frequency (rare words swapped for
/// common ones) and SYL a little word length.
///
/// Calibration (`Corpora/scripts/leveled_eval.py --fit`): the mix 1.6 : 1.0 : 0.5
/// was chosen, then scaled and shifted by least squares so that the anchor texts
/// of `Corpora/leveled/anchors.jsonl` (prose sentences selected per CEFR level)
/// score their level. No clamping: a very easy or very hard text may fall outside 1...6.
public enum LevelScore {
    /// Score of a text with no words.
    public static let minimum = 1.0

    static let intercept = -8.55
    static let sentenceWeight = 2.12
    static let logRankWeight = 1.32
    static let syllableWeight = 0.66

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
