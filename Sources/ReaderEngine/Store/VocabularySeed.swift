/// Which lemmas `reader init` marks Known so a new learner's first read is
/// useful: by CEFR level among the most frequent lemmas, or simply the top N.
public enum VocabularySeed {
    /// Level seeding looks only at this many most frequent lemmas: cefrpy
    /// estimates levels for rare words too, and a B1 learner does not know
    /// every obscure word it rates B1.
    public static let levelSeedingPool = 60_000

    /// Every lemma among the `pool` most frequent whose CEFR level is at or below `level`.
    public static func terms(upTo level: CEFRLevel, data: LanguageData, pool: Int = levelSeedingPool) throws -> [Term] {
        try rankedLemmas(data, limit: pool).filter { lemma in
            data.cefr.level(of: lemma).map { $0 <= level } ?? false
        }.compactMap { Term(lemmas: [$0]) }
    }

    /// The `count` most frequent lemmas.
    public static func terms(top count: Int, data: LanguageData) throws -> [Term] {
        try rankedLemmas(data, limit: count).compactMap { Term(lemmas: [$0]) }
    }

    /// Lemmas the frequency table counts under another lemma but the lemmatizer
    /// keeps apart (UD English), by the lemma that holds their counts; each is
    /// seeded right after it. LemmInflect folds every "her" into "she", where the
    /// possessive ("her car", "hers") has the lemma "her", and counts adjectival
    /// participles ("interested", "worried") under their verb.
    static func lemmasCountedUnder(_ data: LanguageData) -> [String: [String]] {
        var counted: [String: [String]] = ["she": ["her"]]
        for (participle, verb) in data.lexicon.adjectivalParticiplesWithVerbs { counted[verb, default: []].append(participle) }
        return counted
    }

    /// Lemmas of `frequency/lemmas.tsv` in rank order, at most `limit`.
    static func rankedLemmas(_ data: LanguageData, limit: Int) throws -> [String] {
        let path = data.location.url("frequency/lemmas.tsv").path
        var ranked: [(rank: Int, lemma: String)] = []
        try TSVReader.forEachRow(try LanguageData.read(path)) { fields, line in
            guard fields.count >= 2, let rank = Int(fields[1]) else {
                throw DataError.malformed(path: path, reason: "line \(line) is not 'lemma<TAB>rank<TAB>zipf'")
            }
            if rank <= limit { ranked.append((rank, String(fields[0]))) }
        }
        ranked.sort { $0.rank < $1.rank }
        var seen = Set<String>()
        let countedUnder = lemmasCountedUnder(data)
        let lemmas = ranked.flatMap { [$0.lemma] + (countedUnder[$0.lemma] ?? []) }
        return Array(lemmas.filter { seen.insert($0.lowercased()).inserted }.prefix(limit))
    }
}
