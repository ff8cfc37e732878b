/// The word families a vocabulary size counts, most frequent first, as the research's
/// lists count them (Nation's BNC/COCA family lists behind the Vocabulary Size Test): each
/// ranked lemma that heads its family (`WordFamilies` at the transparent reach: "farm", not
/// "farmer" or "farming"), that WordNet writes lower-case (`EnglishDictionary.isCommonWord`)
/// or that is closed-class ("the", "of"; `LemmaLexicon.isClosedClass`): names are neither
/// ("london", "facebook"). The one list both the placement test and `stats` measure by.
public struct FamilyList: Sendable {
    /// The families counted: the research's tests stop at 20,000 (an educated native speaker's size).
    public static let size = 20_000

    /// Family heads, most frequent first; `heads[0]` has family rank 1.
    public let heads: [String]

    public init(heads: [String]) {
        self.heads = heads
    }

    /// The first `size` families of the shipped data.
    public init(data: LanguageData, dictionary: EnglishDictionary, size: Int = FamilyList.size) throws {
        let families = data.families.reaching(.transparent)
        var heads: [String] = []
        heads.reserveCapacity(size)
        for lemma in try VocabularySeed.rankedLemmas(data, limit: VocabularySeed.levelSeedingPool) {
            guard heads.count < size else { break }
            guard families.head(of: lemma, lexicon: data.lexicon) == nil,
                  let id = data.lexicon.id(of: lemma.lowercased()) else { continue }
            guard data.lexicon.isClosedClass(id) || dictionary.isCommonWord(lemma.lowercased()) else { continue }
            heads.append(lemma)
        }
        self.heads = heads
    }

    /// Family rank by head (1 = most frequent).
    public func ranks() -> [String: Int] {
        var ranks: [String: Int] = [:]
        ranks.reserveCapacity(heads.count)
        for (index, head) in heads.enumerated() where ranks[head] == nil { ranks[head] = index + 1 }
        return ranks
    }
}
