/// Share of running words in each frequency band, and the vocabulary size a
/// reader needs for a given coverage (Nation's k95/k98).
public struct BandProfile: Sendable, Equatable {
    /// Share of running words per band, in `FrequencyBand.allCases` order; sums to 1 (all 0 for no words).
    public let shares: [Double]
    /// Running words per band, names included.
    public let counts: [Int]
    /// Names per band (they sit in their rank's band in `counts`).
    public let nameCounts: [Int]

    /// `counts[band.rawValue - 1]` running words per band, of which `nameCounts[...]` are names.
    public init(counts: [Int], nameCounts: [Int]) {
        precondition(counts.count == FrequencyBand.allCases.count && nameCounts.count == counts.count, "one count per band")
        let total = counts.reduce(0, +)
        self.counts = counts
        self.nameCounts = nameCounts
        shares = counts.map { total == 0 ? 0 : Double($0) / Double(total) }
    }

    public subscript(band: FrequencyBand) -> Double { shares[band.rawValue - 1] }

    /// The smallest band (in thousands) at which the share of running words a reader
    /// knows reaches `coverage`; nil when the 10k band still falls short or there are no words.
    ///
    /// Names are known to every reader (Nation & Webb's convention), so all of them
    /// count from the start, whatever band their spelling ranks in.
    public func thousands(forCoverage coverage: Double) -> Int? {
        let total = counts.reduce(0, +)
        guard total > 0 else { return nil }
        var known = nameCounts.reduce(0, +)
        for band in FrequencyBand.allCases where band != .off {
            let index = band.rawValue - 1
            known += counts[index] - nameCounts[index]
            // Integer comparison: 95 of 100 words is exactly 95%, with no rounding doubt.
            if Double(known) >= coverage * Double(total) - 1e-9 { return band.thousands }
        }
        return nil
    }
}
