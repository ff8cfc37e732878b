/// The score of a placement test: per band, the share of real words answered yes,
/// corrected for guessing by the share of pseudowords answered yes (the correction for
/// guessing of yes/no tests, Meara and Buxton 1987; Huibregtse, Admiraal and Meara 2002):
/// corrected = (hits - false alarms) / (1 - false alarms), at least 0. The size estimate is
/// each band's corrected share of its width, summed; the level is Milton's (2010) for the
/// families known among the 5,000 most frequent (`CEFRLevel.vocabularySize`).
public struct PlacementScore: Sendable, Equatable {
    public struct BandScore: Sendable, Equatable {
        public let band: PlacementTest.Band
        public let items: Int
        public let yes: Int
        /// The share of the band's families the learner is estimated to know.
        public let corrected: Double
        /// `corrected` of the band's width, rounded: the families marked Known, most frequent first.
        public var known: Int { Int((corrected * Double(band.width)).rounded()) }
    }

    public let bands: [BandScore]
    public let pseudowords: Int
    public let pseudowordsYes: Int

    /// The share of pseudowords answered yes.
    public var falseAlarmRate: Double { pseudowords == 0 ? 0 : Double(pseudowordsYes) / Double(pseudowords) }

    /// Estimated vocabulary size in word families (of the 20,000 most frequent).
    public var size: Int { bands.reduce(0) { $0 + $1.known } }

    /// Estimated families known among the 5,000 most frequent: what Milton's levels are scored on.
    public var sizeWithinFirst5000: Int {
        bands.filter { $0.band.last <= 5_000 }.reduce(0) { $0 + $1.known }
    }

    public var level: CEFRLevel { CEFRLevel(vocabularySize: sizeWithinFirst5000) }

    /// Scores `answers` (yes = true), one per item of `test` in its order.
    public init(test: PlacementTest, answers: [Bool]) {
        precondition(answers.count == test.items.count, "one answer per item")
        let pseudo = zip(test.items, answers).filter { $0.0.isPseudoword }
        pseudowords = pseudo.count
        pseudowordsYes = pseudo.count(where: { $0.1 })
        let falseAlarms = pseudowords == 0 ? 0 : Double(pseudowordsYes) / Double(pseudowords)
        bands = test.bands.enumerated().compactMap { index, band in
            let answered = zip(test.items, answers).filter { $0.0.band == index }
            guard !answered.isEmpty else { return nil }
            let yes = answered.count(where: { $0.1 })
            let hits = Double(yes) / Double(answered.count)
            let corrected = falseAlarms >= 1 ? 0 : max(0, (hits - falseAlarms) / (1 - falseAlarms))
            return BandScore(band: band, items: answered.count, yes: yes, corrected: corrected)
        }
    }

    /// The family heads the estimate implies the learner knows: per band, its `known` most
    /// frequent families.
    public func impliedKnown(families: FamilyList) -> [String] {
        bands.flatMap { score in
            let first = score.band.first - 1
            let end = min(first + score.known, families.heads.count)
            return first < end ? Array(families.heads[first..<end]) : []
        }
    }
}
