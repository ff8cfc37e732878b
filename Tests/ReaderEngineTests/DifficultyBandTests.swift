import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Difficulty: frequency bands and k95/k98")
struct DifficultyBandTests {
    @Test("band of a rank", arguments: [
        (nil, FrequencyBand.off), (0, .off), (1, .k1), (1_000, .k1), (1_001, .k2), (2_000, .k2), (2_001, .k3),
        (9_000, .k9), (9_001, .k10), (10_000, .k10), (10_001, .off), (81_250, .off),
    ] as [(Int?, FrequencyBand)])
    func bandOfRank(rank: Int?, band: FrequencyBand) {
        #expect(FrequencyBand(rank: rank) == band)
    }

    @Test("band names in report order")
    func names() {
        #expect(FrequencyBand.allCases.map(\.name) == ["1k", "2k", "3k", "4k", "5k", "6k", "7k", "8k", "9k", "10k", "off"])
    }

    /// counts per band (1k...10k, off), names among them per band, expected k95 and k98.
    @Test("coverage thresholds", arguments: [
        // 95 of 100 words in 1k: exactly 95% reaches k95 at 1; 98% needs 3k (95+2+1).
        ([95, 2, 1, 0, 0, 0, 0, 0, 0, 0, 2], [Int](repeating: 0, count: 11), 1, 3),
        // 94.9%... never rounds up: 949 of 1000 in 1k, the 2k band brings 96.9%.
        ([949, 20, 11, 0, 0, 0, 0, 0, 0, 20, 0], [Int](repeating: 0, count: 11), 2, 3),
        // Off-list words beyond 2%: 98% is never reached by 10k.
        ([90, 5, 0, 0, 0, 0, 0, 0, 0, 0, 5], [Int](repeating: 0, count: 11), 2, nil),
        // 6 names in off count as known from the start: 6 + 80 + 10 = 96% at 2k, 100% at 3k.
        ([80, 10, 4, 0, 0, 0, 0, 0, 0, 0, 6], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6], 2, 3),
        // A name ranked in 5k is known already at 1k: 90 + 5 names = 95%.
        ([90, 3, 0, 0, 5, 0, 0, 0, 0, 0, 2], [0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0], 1, 2),
    ] as [([Int], [Int], Int?, Int?)])
    func thresholds(counts: [Int], names: [Int], k95: Int?, k98: Int?) {
        let profile = BandProfile(counts: counts, nameCounts: names)
        #expect(profile.thousands(forCoverage: 0.95) == k95)
        #expect(profile.thousands(forCoverage: 0.98) == k98)
        #expect(abs(profile.shares.reduce(0, +) - 1) < 1e-12)
    }

    @Test("no words: zero shares, no threshold")
    func empty() {
        let profile = BandProfile(counts: [Int](repeating: 0, count: 11), nameCounts: [Int](repeating: 0, count: 11))
        #expect(profile.shares == [Double](repeating: 0, count: 11))
        #expect(profile.thousands(forCoverage: 0.95) == nil)
    }

    @Test("bands of a tiny text from real ranks")
    func tinyText() throws {
        // the 1, cat 1,246, sit 808, run 217, away 237: five words in 1k, two in 2k.
        let report = try DifficultyFixture.report("The cat sat. The cat ran away.")
        #expect(report.bands[.k1] == 5.0 / 7)
        #expect(report.bands[.k2] == 2.0 / 7)
        #expect(report.bands[.off] == 0)
        #expect(report.k95 == 2 && report.k98 == 2)
    }

    @Test("lemmas missing from the lemma table fall back to word forms or count as function words")
    func fallbacks() throws {
        // "interested" (kept as an adjectival participle) has form rank 1,181 -> 2k; "mr." is form "mr", rank 187;
        // the possessive "'s" goes with its word, not counted. "Knightley" is a name, unranked -> off.
        let report = try DifficultyFixture.report("We met Mr. Knightley's interested friend.")
        #expect(report.words == 6)
        #expect(report.bands[.k2] == 1.0 / 6)
        #expect(report.bands[.off] == 1.0 / 6)
        #expect(report.bands[.k1] == 4.0 / 6)
    }
}
