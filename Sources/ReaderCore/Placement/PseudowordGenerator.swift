import SeededRandom

/// Pseudowords that follow English spelling ("blorth", "crendle") for the yes/no
/// vocabulary test (Meara's checklist tests): a learner who says "yes" to one is
/// guessing. Built from onsets, vowels and codas common in English spelling;
/// `PlacementSample` keeps only those that pass `PseudowordCheck`.
public struct PseudowordGenerator {
    static let onsets = ["b", "bl", "br", "c", "cl", "cr", "d", "dr", "f", "fl", "fr", "g", "gl", "gr", "h", "j", "l",
                         "m", "n", "p", "pl", "pr", "s", "sc", "sh", "sl", "sm", "sn", "sp", "st", "str", "sw", "t", "th",
                         "tr", "v", "w"]
    static let vowels = ["a", "e", "i", "o", "u", "ai", "ea", "ee", "oa", "oo", "ou"]
    static let codas = ["ck", "d", "ft", "g", "l", "ll", "m", "mp", "n", "nd", "nt", "p", "rd", "rk", "rm", "rn", "rt",
                        "sk", "sp", "st", "t", "th"]
    /// Second syllables and endings English words often have ("-le", "-er", "-ish").
    static let endings = ["", "", "", "le", "er", "ish", "et", "en", "ent", "ous", "ate", "y"]

    private var random: SplitMix64

    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The next candidate: one or two syllables and an ending, 4 to 10 letters.
    public mutating func next() -> String {
        while true {
            var word = pick(Self.onsets) + pick(Self.vowels) + pick(Self.codas)
            if random.next() % 3 == 0 { word += pick(Self.onsets.filter { $0.count == 1 }) + pick(Self.vowels) + pick(Self.codas) }
            let ending = pick(Self.endings)
            // An ending after a vowel-initial piece reads badly ("-le" after "ck" is fine, "eaeer" is not).
            if !ending.isEmpty, let last = word.last, "aeiou".contains(last) { continue }
            word += ending
            if (4...10).contains(word.count) { return word }
        }
    }

    private mutating func pick(_ pieces: [String]) -> String {
        pieces[Int(random.next() % UInt64(pieces.count))]
    }
}
