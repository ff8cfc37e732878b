/// Offline English dictionary over the compiled data file: WordNet senses,
/// CMUdict pronunciations, frequency ranks, CEFR levels and word families.
/// Opening maps the file (no parsing), so it costs the same whatever its size;
/// each lookup is a binary search in the mapped bytes.
public struct EnglishDictionary: Sendable {
    /// Root families list at most this many members besides the derivations.
    public static let rootMemberLimit = 20

    private let data: CompiledData
    /// A term's level, as every other command gives it.
    private let levels: CEFRTable
    /// A term's frequency rank, likewise.
    private let ranks: FrequencyTable
    /// Which sense a sentence gives a word (`entry(for:lemma:context:)`).
    let senseModel: SenseModel
    /// The learner's language, whose words each sense carries; nil: English only.
    public private(set) var native: NativeDictionary?

    /// Maps `compiled/language.rdat` under `location`.
    public init(location: DataLocation) throws {
        try self.init(path: location.url(CompiledData.path).path)
    }

    /// Maps a compiled data file at `path`.
    public init(path: String) throws {
        data = try CompiledData(path: path)
        levels = CEFRTable(compiled: data)
        ranks = FrequencyTable(compiled: data)
        do {
            senseModel = try SenseModel(section: data[.senseModel])
        } catch {
            throw DataError.malformed(path: path, reason: error.description)
        }
    }

    /// This dictionary with every sense translated into `native`'s language (nil: English only).
    public func speaking(_ native: NativeDictionary?) -> EnglishDictionary {
        var dictionary = self
        dictionary.native = native
        return dictionary
    }

    /// Everything about `lemma` (as written: `term`); `partOfSpeech`, when the
    /// context gives one, puts its senses first. Nil when the dictionary has no
    /// sense, pronunciation or rank for it.
    public func entry(for term: String, lemma: String, partOfSpeech: PartOfSpeech? = nil) -> DictionaryEntry? {
        let key = lemma.lowercased()
        let words = key.split(separator: " ").map(String.init)
        var senses = self.senses(of: key, preferring: partOfSpeech)
        // A hyphenated word's lemma is its parts' ("t shirt"); WordNet lists it with hyphens, as lemma or as written.
        let hyphenated = words.count > 1 && term.contains("-")
        if senses.isEmpty, hyphenated {
            senses = self.senses(of: words.joined(separator: "-"), preferring: partOfSpeech)
            if senses.isEmpty { senses = self.senses(of: term.lowercased(), preferring: partOfSpeech) }
        }
        var sensesOf: String?
        // A phrase WordNet lacks shows its head word's senses; a hyphenated word's part is no head ("wi-fi" is not "wi").
        if senses.isEmpty, words.count > 1, !hyphenated, let head = headWord(of: words) {
            senses = self.senses(of: head, preferring: nil)
            sensesOf = head
        }
        let rank = ranks.rank(ofTerm: words, writtenAs: term)
        let written = term.lowercased().split(separator: " ").map(String.init)
        let ipa = words.count > 1 ? phraseIPA(written).nilIfEmpty ?? phraseIPA(words)
            : pronunciations(of: term.lowercased()).nilIfEmpty ?? pronunciations(of: key)
        guard !senses.isEmpty || !ipa.isEmpty || rank != nil else { return nil }
        var entry = DictionaryEntry(term: term, lemma: lemma, ipa: ipa, senses: senses, sensesOf: sensesOf, rank: rank,
                                    cefr: levels.level(ofTerm: words, writtenAs: term))
        if let native {
            entry.nativeLanguage = native.language
            entry.wordLevelTranslation = native.wordLevelTranslation(of: key)
        }
        return entry
    }

    /// WordNet's senses of a lemma: `preferring`'s part of speech first, then the
    /// parts of speech by how often their senses were tagged; within one, WordNet's order.
    public func senses(of lemma: String, preferring: PartOfSpeech? = nil) -> [Sense] {
        var senses: [Sense] = []
        for row in data[.senses].rows(forKey: lemma) where row.count >= 4 {
            guard let pos = row[0].first.flatMap(PartOfSpeech.init(wordNet:)),
                  let synset = data[.synsets].rows(forKey: String(row[3])).first, synset.count >= 4 else { continue }
            let words = synset[1].split(separator: "|").map(String.init)
            var sense = Sense(partOfSpeech: pos, gloss: String(synset[2]), examples: synset[3].split(separator: "|").map(String.init),
                              synonyms: words.filter { $0.lowercased() != lemma }, tagCount: Int(row[2]) ?? 0,
                              key: row.count > 4 ? String(row[4]) : "", number: Int(row[1]) ?? 0)
            sense.writtenCapitalised = words.contains { $0.lowercased() == lemma && $0.first?.isUppercase == true }
            sense.synset = String(row[3])
            sense.translation = native?.translation(ofSynset: sense.synset)
            senses.append(sense)
        }
        let weight = Dictionary(grouping: senses, by: \.partOfSpeech).mapValues { $0.reduce(0) { $0 + $1.tagCount } }
        let order = weight.keys.sorted { a, b in
            if a == preferring || b == preferring { return a == preferring && b != preferring }
            return weight[a]! != weight[b]! ? weight[a]! > weight[b]! : a < b
        }
        return order.flatMap { pos in senses.filter { $0.partOfSpeech == pos } }
    }

    /// Whether WordNet writes `lemma` lower-case in one of its senses: a word, not only a name
    /// ("London" is written capitalised in every sense; "john" is also a toilet) nor a function word.
    public func isCommonWord(_ lemma: String) -> Bool {
        data[.senses].rows(forKey: lemma).contains { row in
            guard row.count >= 4, let synset = data[.synsets].rows(forKey: String(row[3])).first, synset.count >= 2 else { return false }
            return synset[1].split(separator: "|").contains { $0 == lemma }
        }
    }

    /// Whether CMUdict pronounces `word` (it lists names as well as words).
    public func isPronounced(_ word: String) -> Bool {
        !data[.pronunciations].rows(forKey: word).isEmpty
    }

    /// IPA transcriptions of a word, CMUdict's order; empty when CMUdict lacks it.
    public func pronunciations(of word: String) -> [String] {
        var seen: Set<String> = []
        return data[.pronunciations].rows(forKey: word).compactMap { row in
            row.first.flatMap(IPATranscription.ipa(fromARPAbet:))
        }.filter { seen.insert($0).inserted }
    }

    /// wordfreq lemma rank (1 = most frequent).
    public func rank(of lemma: String) -> Int? {
        ranks.rank(of: lemma)
    }

    /// The word of a phrase that carries its meaning: the rarest one WordNet defines.
    private func headWord(of words: [String]) -> String? {
        words.filter { !data[.senses].rows(forKey: $0).isEmpty }
            .max { (rank(of: $0) ?? Int.max) < (rank(of: $1) ?? Int.max) }
    }

    private func phraseIPA(_ words: [String]) -> [String] {
        let each = words.map { pronunciations(of: $0).first }
        return each.contains(nil) ? [] : [each.compactMap { $0 }.joined(separator: " ")]
    }

    /// Derivations of `lemma`, then words sharing its root (the most frequent first).
    public func family(of lemma: String) -> WordFamily {
        let key = lemma.lowercased()
        var members: [WordFamily.Member] = []
        var seen: Set<String> = [key]
        for row in data[.derivations].rows(forKey: key) where row.count >= 3 {
            let related = String(row[1])
            guard seen.insert(related + "/" + row[2]).inserted else { continue }
            members.append(.init(lemma: related, partOfSpeech: row[2].first.flatMap(PartOfSpeech.init(wordNet:)), relation: .derivation))
        }
        let rootName = data[.rootsOfWord].firstField(forKey: key)
            ?? members.lazy.compactMap { data[.rootsOfWord].firstField(forKey: $0.lemma) }.first
        var root: WordFamily.Root?
        if let rootName, let row = data[.roots].rows(forKey: String(rootName)).first, row.count >= 3 {
            root = .init(form: String(rootName), meaning: String(row[0]), source: String(row[1]))
            let derived = Set(members.map(\.lemma))
            var added = 0
            for member in row[2].split(separator: "|").map(String.init) where added < Self.rootMemberLimit {
                guard member != key, !derived.contains(member) else { continue }
                members.append(.init(lemma: member, partOfSpeech: senses(of: member).first?.partOfSpeech, relation: .root))
                added += 1
            }
        }
        return WordFamily(lemma: key, root: root, members: members)
    }
}

extension Array {
    fileprivate var nilIfEmpty: Self? { isEmpty ? nil : self }
}
