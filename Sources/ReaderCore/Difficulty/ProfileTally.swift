import Foundation

/// Sums the per-lemma facts of one text (status, rank, CEFR level) into the
/// shares and means of a `DifficultyReport`. Pure arithmetic, no lookups.
struct ProfileTally {
    let learnerLevel: CEFRLevel
    private var bandCounts = [Int](repeating: 0, count: FrequencyBand.allCases.count)
    private var nameBandCounts = [Int](repeating: 0, count: FrequencyBand.allCases.count)
    private var knownWords = 0
    private var learningWords = 0
    private var names = 0
    private var lexicalWords = 0
    private var logRankSum = 0.0
    private var rareWords = 0
    private var aboveLevelWords = 0

    init(learnerLevel: CEFRLevel) {
        self.learnerLevel = learnerLevel
    }

    /// A lemma covering `count` running words, `statusCount` of which take the lemma's status
    /// (the rest have a surface-form status of their own, added with `addStatus`).
    mutating func addLemma(count: Int, statusCount: Int, status: WordStatus, rank: Int?, level: CEFRLevel?) {
        bandCounts[FrequencyBand(rank: rank).rawValue - 1] += count
        addStatus(status, words: statusCount)
        lexicalWords += count
        let capped = min(rank ?? LevelFeatures.rankCap, LevelFeatures.rankCap)
        logRankSum += Double(count) * log(Double(capped))
        if capped > LevelFeatures.rareRank { rareWords += count }
        if level.map({ $0 > learnerLevel }) ?? true { aboveLevelWords += count }
    }

    /// A name covering `count` running words, `statusCount` of which take `status` (Ignored
    /// unless the learner gave the name one), placed in its spelling's band.
    mutating func addName(count: Int, statusCount: Int, status: WordStatus, rank: Int?) {
        let band = FrequencyBand(rank: rank).rawValue - 1
        bandCounts[band] += count
        nameBandCounts[band] += count
        names += count
        addStatus(status, words: statusCount)
    }

    mutating func addStatus(_ status: WordStatus, words: Int) {
        if status.countsAsKnown { knownWords += words } else if status == .learning { learningWords += words }
    }

    func report(words: Int, sentences: Int, uniqueLemmas: Int, newUnique: Int, topNew: [LemmaCount],
                cappedSentenceWords: Int, syllables: Int, letters: Int) -> DifficultyReport {
        func share(_ part: Int, of whole: Int) -> Double { whole == 0 ? 0 : Double(part) / Double(whole) }
        let bands = BandProfile(counts: bandCounts, nameCounts: nameBandCounts)
        let features = LevelFeatures(
            meanSentenceLength: share(cappedSentenceWords, of: sentences),
            meanSyllables: share(syllables, of: words),
            meanLetters: share(letters, of: words),
            meanLogRank: lexicalWords == 0 ? 0 : logRankSum / Double(lexicalWords),
            rareShare: share(rareWords, of: lexicalWords))
        let levelScore = words == 0 ? LevelScore.minimum : LevelScore.score(features)
        let fleschKincaid = words == 0 ? 0 : 0.39 * share(words, of: sentences) + 11.8 * features.meanSyllables - 15.59
        return DifficultyReport(
            words: words, sentences: sentences, uniqueLemmas: uniqueLemmas,
            knownCoverage: share(knownWords, of: words), learningCoverage: share(learningWords, of: words),
            newUnique: newUnique, newUniqueShare: share(newUnique, of: uniqueLemmas), topNew: topNew,
            names: names, bands: bands,
            k95: bands.thousands(forCoverage: 0.95), k98: bands.thousands(forCoverage: 0.98),
            learnerLevel: learnerLevel, aboveLevelShare: share(aboveLevelWords, of: lexicalWords),
            features: features, levelScore: levelScore, cefr: LevelScore.band(of: levelScore),
            fleschKincaidGrade: fleschKincaid)
    }
}
