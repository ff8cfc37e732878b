extension PlacementTest {
    /// Whether a family head makes a fair yes/no item: three or more letters a-z (no
    /// abbreviation, number or "o'clock") and a WordNet sense (a content word, not a name).
    public static func isTestable(_ word: String, dictionary: EnglishDictionary) -> Bool {
        word.utf8.count >= 3 && word.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
            && dictionary.isCommonWord(word)
    }

    /// A test drawn with `seed` from the shipped data.
    public init(seed: UInt64, families: FamilyList, data: LanguageData, dictionary: EnglishDictionary) throws {
        let check = try PseudowordCheck(data: data, dictionary: dictionary)
        // The pseudowords' own stream, so the real words drawn do not depend on how many candidates failed.
        var generator = PseudowordGenerator(seed: seed ^ 0x5053_4555_444F)
        self.init(seed: seed, families: families, isTestable: { Self.isTestable($0, dictionary: dictionary) },
                  pseudowords: &generator, isPseudoword: { check.problem(with: $0) == nil })
    }
}
