import SeededRandom

/// `reader placement`: a yes/no vocabulary test as the research uses it (Meara's checklist
/// tests, with the frequency bands of Nation's Vocabulary Size Test). Real words are sampled
/// from bands of the `FamilyList` (1-20,000, narrower where learners differ most), each band
/// cut into equal strata and one word drawn from each, so a learner who knows every family
/// down to some rank says yes to a share of the band's items close to the share of the band
/// above that rank; pseudowords that follow English spelling are mixed in to catch guessing
/// (`PlacementScore`). The same seed gives the same test.
public struct PlacementTest: Sendable, Equatable {
    /// A band of family ranks, both ends included.
    public struct Band: Sendable, Equatable {
        public let first: Int
        public let last: Int
        public var width: Int { last - first + 1 }
    }

    /// One yes/no question.
    public struct Item: Sendable, Equatable {
        public let word: String
        /// The item's band (index into `bands`), nil for a pseudoword.
        public let band: Int?
        /// The real word's family rank.
        public let rank: Int?

        public var isPseudoword: Bool { band == nil }
    }

    public static let bands: [Band] = [
        (1, 1_000), (1_001, 2_000), (2_001, 3_000), (3_001, 4_000), (4_001, 5_000), (5_001, 6_000), (6_001, 8_000),
        (8_001, 10_000), (10_001, 12_500), (12_501, 15_000), (15_001, 17_500), (17_501, 20_000),
    ].map { Band(first: $0.0, last: $0.1) }
    /// Real words per band: 72 in all.
    public static let itemsPerBand = 6
    /// A third of the real words, as in Meara and Buxton's tests (one pseudoword to two or three words).
    public static let pseudowordCount = 24

    public let bands: [Band]
    /// In the order asked: real words and pseudowords shuffled together.
    public let items: [Item]

    public init(bands: [Band], items: [Item]) {
        self.bands = bands
        self.items = items
    }

    /// A test drawn with `seed` from `families`; `isTestable` says whether a family head makes a
    /// fair item (`PlacementWords`), `pseudowords` gives candidates and `isPseudoword` checks them.
    public init(seed: UInt64, families: FamilyList, isTestable: (String) -> Bool,
                pseudowords: inout PseudowordGenerator, isPseudoword: (String) -> Bool,
                bands: [Band] = PlacementTest.bands, itemsPerBand: Int = PlacementTest.itemsPerBand,
                pseudowordCount: Int = PlacementTest.pseudowordCount) {
        var random = SplitMix64(seed: seed)
        var items: [Item] = []
        var used = Set<String>()
        for (index, band) in bands.enumerated() where band.last <= families.heads.count {
            for stratum in 0..<itemsPerBand {
                let start = band.first + stratum * band.width / itemsPerBand
                let end = band.first + (stratum + 1) * band.width / itemsPerBand - 1
                // From a random place in the stratum, the first fair word on (wrapping within it).
                let count = end - start + 1
                let offset = Int(random.next() % UInt64(count))
                for step in 0..<count {
                    let rank = start + (offset + step) % count
                    let word = families.heads[rank - 1]
                    if isTestable(word), used.insert(word).inserted {
                        items.append(Item(word: word, band: index, rank: rank))
                        break
                    }
                }
            }
        }
        var tries = 0
        while items.count(where: \.isPseudoword) < pseudowordCount, tries < 100 * pseudowordCount {
            tries += 1
            let word = pseudowords.next()
            if isPseudoword(word), used.insert(word).inserted { items.append(Item(word: word, band: nil, rank: nil)) }
        }
        for i in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(i, Int(random.next() % UInt64(i + 1)))
        }
        self.init(bands: bands, items: items)
    }
}
