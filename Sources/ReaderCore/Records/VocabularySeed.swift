import Tokenizer

/// Which lemmas `reader init` marks Known so a new learner's first read is
/// useful: by CEFR level among the most frequent lemmas, or simply the top N.
public enum VocabularySeed {
    /// Level seeding looks only at this many most frequent lemmas: cefrpy
    /// estimates levels for rare words too, and a B1 learner does not know
    /// every obscure word it rates B1.
    public static let levelSeedingPool = 60_000

    /// Every lemma among the `pool` most frequent whose CEFR level is at or below `level`, and every
    /// lemma within the level's frequency floor (`CEFRLevel.vocabularySize`) whatever its label.
    public static func terms(upTo level: CEFRLevel, data: LanguageData, pool: Int = levelSeedingPool) throws -> [Term] {
        // Frequent words on the edge of a band ("panel", "wage": B2 at rank 2,000) would otherwise
        // leave a B1 learner New on words of every news text.
        let floor = level.vocabularySize
        let chosen = try rankedLemmas(data, limit: pool).enumerated().filter { index, lemma in
            index < floor || data.cefr.level(of: lemma).map { $0 <= level } ?? false
        }.map(\.element)
        return withHyphenatedSpellings(chosen, data: data).compactMap { Term(lemmas: [$0]) }
    }

    /// The `count` most frequent lemmas (with their hyphenated spellings).
    public static func terms(top count: Int, data: LanguageData) throws -> [Term] {
        withHyphenatedSpellings(try rankedLemmas(data, limit: count), data: data).compactMap { Term(lemmas: [$0]) }
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

    /// The lexicon's hyphenated spellings by the word closed up ("email": ["e-mail"]; `ClosedUpSpelling`):
    /// wordfreq splits hyphens, so a seeded word brings its hyphenated spelling along, in no slot of its own.
    static func hyphenatedSpellings(_ data: LanguageData) -> [String: [String]] {
        var spellings: [String: [String]] = [:]
        for raw in 0..<data.lexicon.count {
            guard let lemma = data.lexicon.string(for: LemmaID(rawValue: UInt32(raw))),
                  let closed = ClosedUpSpelling.of(lemma.lowercased()) else { continue }
            spellings[closed, default: []].append(lemma)
        }
        return spellings
    }

    /// `lemmas`, each followed by its hyphenated spellings.
    private static func withHyphenatedSpellings(_ lemmas: [String], data: LanguageData) -> [String] {
        let spellings = hyphenatedSpellings(data)
        var seen = Set(lemmas.map { $0.lowercased() })
        return lemmas.flatMap { lemma in [lemma] + (spellings[lemma.lowercased()] ?? []).filter { seen.insert($0.lowercased()).inserted } }
    }

    /// Lemmas in rank order, at most `limit`: those of `frequency/lemmas.tsv`, and the lemmas the
    /// lemmatizer keeps as written that rank by their own form (`FrequencyTable`: "least", "thanks").
    static func rankedLemmas(_ data: LanguageData, limit: Int) throws -> [String] {
        let lemmaRows = try rows(data, path: "frequency/lemmas.tsv", limit: .max)
        let listed = Set(lemmaRows.map(\.lemma))
        var ranked = lemmaRows.filter { $0.rank <= limit }
        ranked += try rows(data, path: FrequencyTable.formsPath, limit: limit).filter { row in
            !listed.contains(row.lemma) && data.lexicon.id(of: row.lemma).map(data.lexicon.isContentLemma) == true
        }
        ranked.sort { ($0.rank, $0.lemma) < ($1.rank, $1.lemma) }
        var seen = Set<String>()
        let countedUnder = lemmasCountedUnder(data)
        let lemmas = ranked.flatMap { [$0.lemma] + (countedUnder[$0.lemma] ?? []) }
        return Array(lemmas.filter { seen.insert($0.lowercased()).inserted }.prefix(limit))
    }

    /// The `word TAB rank TAB zipf` rows of a frequency table ranked at most `limit`.
    private static func rows(_ data: LanguageData, path name: String, limit: Int) throws -> [(rank: Int, lemma: String)] {
        let path = data.location.url(name).path
        var ranked: [(rank: Int, lemma: String)] = []
        try TSVReader.forEachRow(try LanguageData.read(path)) { fields, line in
            guard fields.count >= 2, let rank = Int(fields[1]) else {
                throw DataError.malformed(path: path, reason: "line \(line) is not 'lemma<TAB>rank<TAB>zipf'")
            }
            if rank <= limit { ranked.append((rank, String(fields[0]))) }
        }
        return ranked
    }
}
