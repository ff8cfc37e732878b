import Tokenizer

/// A candidate phrase with the counts of its weakest split.
public struct ScoredPhrase: Sendable, Equatable {
    public let gram: NGram
    /// Counts of (prefix, suffix) at `split`, the split with the lowest NPMI.
    public let counts: PairCounts
    /// Number of ids in the prefix.
    public let split: Int

    public var npmi: Double { Association.npmi(counts) }
}

/// Picks phrases from n-gram counts.
///
/// A 3- or 4-gram is scored at its weakest split into prefix and suffix
/// ("make a | decision" vs "make | a decision"): a phrase is only as strong as
/// its loosest joint. Splits where one multi-word side is all function words
/// ("at a | loss") are skipped, since such sides are glue, not units.
public struct PhraseDetector: Sendable {
    public var minCount: Int
    public var minNPMI: Double
    public var minLogLikelihood: Double
    private let classes: WordClassTable

    public init(lexicon: LemmaLexicon, minCount: Int = 5, minNPMI: Double = 0.25,
                minLogLikelihood: Double = Association.significantLogLikelihood) {
        self.minCount = minCount
        self.minNPMI = minNPMI
        self.minLogLikelihood = minLogLikelihood
        classes = WordClassTable(lexicon: lexicon)
    }

    /// Phrases passing the shape rules and thresholds, strongest first.
    public func phrases(in counts: NGramCounts) -> [ScoredPhrase] {
        var found: [ScoredPhrase] = []
        counts.forEachNGram { gram, count in
            guard count >= minCount, hasPhraseShape(gram), let scored = weakestSplit(of: gram, count: count, in: counts),
                  scored.npmi >= minNPMI, Association.logLikelihood(scored.counts) >= minLogLikelihood else { return }
            found.append(scored)
        }
        return found.sorted { ($0.npmi, $1.gram.high, $1.gram.low) > ($1.npmi, $0.gram.high, $0.gram.low) }
    }

    /// Content word somewhere, and no article, pronoun, auxiliary or conjunction at either end.
    public func hasPhraseShape(_ gram: NGram) -> Bool {
        let ids = gram.ids
        guard ids.count >= 2, ids.contains(where: { classes[$0].isContent }) else { return false }
        return classes[ids[0]].isDisjoint(with: .neverAtEdge) && classes[ids[ids.count - 1]].isDisjoint(with: .neverAtEdge)
    }

    func weakestSplit(of gram: NGram, count: Int, in counts: NGramCounts) -> ScoredPhrase? {
        let ids = gram.ids
        var best: ScoredPhrase?
        for split in 1..<ids.count {
            let prefix = Array(ids[..<split]), suffix = Array(ids[split...])
            guard usableSide(prefix), usableSide(suffix) else { continue }
            let left = counts.count(of: NGram(prefix)), right = counts.count(of: NGram(suffix))
            guard left >= count, right >= count else { continue }
            let candidate = ScoredPhrase(
                gram: gram, counts: PairCounts(joint: count, left: left, right: right, total: Int(counts.words)), split: split)
            if best.map({ candidate.npmi < $0.npmi }) ?? true { best = candidate }
        }
        return best
    }

    private func usableSide(_ ids: [UInt32]) -> Bool {
        ids.count == 1 || ids.contains { classes[$0].isContent }
    }
}
