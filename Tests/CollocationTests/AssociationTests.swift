import Collocations
import Testing

/// Association measures against values worked out by hand.
struct AssociationTests {
    /// joint 2, left 4, right 2, N 16: p(xy) = 1/8, p(x) p(y) = 1/32.
    /// PMI = log2 4 = 2; NPMI = ln 4 / ln 8 = 2/3; t = (2 - 0.5) / sqrt 2;
    /// G2 = 2 (2 ln(2/0.5) + 2 ln(2/3.5) + 12 ln(12/10.5)) (the empty cell adds 0).
    static let counts = PairCounts(joint: 2, left: 4, right: 2, total: 16)

    @Test(arguments: [
        (AssociationMeasure.pmi, 2.0),
        (.npmi, 2.0 / 3.0),
        (.tscore, 1.0606601717798212),
        (.llr, 6.511467715726413),
    ])
    func measure(_ measure: AssociationMeasure, expected: Double) {
        #expect(abs(measure.score(AssociationTests.counts) - expected) < 1e-9)
    }

    @Test func npmiIsOneForWordsThatOnlyOccurTogether() {
        #expect(abs(Association.npmi(PairCounts(joint: 3, left: 3, right: 3, total: 100)) - 1) < 1e-12)
    }

    @Test func npmiIsZeroForIndependentWords() {
        #expect(abs(Association.npmi(PairCounts(joint: 1, left: 10, right: 10, total: 100))) < 1e-12)
    }

    /// Raw PMI's rare-pair bias, which is why phrases are ranked by NPMI behind a count floor:
    /// a pair seen once beats a pair seen 50 times on PMI, not on G2.
    @Test func pmiFavoursHapaxPairsButLogLikelihoodDoesNot() {
        let hapax = PairCounts(joint: 1, left: 1, right: 1, total: 1_000_000)
        let frequent = PairCounts(joint: 50, left: 100, right: 80, total: 1_000_000)
        #expect(Association.pmi(hapax) > Association.pmi(frequent))
        #expect(Association.logLikelihood(hapax) < Association.logLikelihood(frequent))
    }

    /// The counts of a tiny corpus give the hand-computed values:
    /// "The cat sat. The cat ran. A dog sat." has 9 words; cat 2, sit 2, "cat sit" 1.
    /// PMI = log2(1 * 9 / (2 * 2)) = log2 2.25; NPMI = ln 2.25 / ln 9; G2 over cells (1, 1, 1, 6).
    @Test func tinyCorpus() throws {
        let counts = try CollocationFixture.counts("The cat sat. The cat ran. A dog sat.")
        let pair = PairCounts(joint: counts.count(of: CollocationFixture.gram("cat sit")),
                              left: counts.count(of: CollocationFixture.gram("cat")),
                              right: counts.count(of: CollocationFixture.gram("sit")), total: Int(counts.words))
        #expect(pair == PairCounts(joint: 1, left: 2, right: 2, total: 9))
        #expect(abs(Association.pmi(pair) - 1.1699250014423124) < 1e-9)
        #expect(abs(Association.npmi(pair) - 0.3690702464285425) < 1e-9)
        #expect(abs(Association.tScore(pair) - 0.5555555555555556) < 1e-9)
        #expect(abs(Association.logLikelihood(pair) - 1.0204944047602722) < 1e-9)
    }
}
