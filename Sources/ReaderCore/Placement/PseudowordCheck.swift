import Tokenizer

/// What a pseudoword of the placement test must not be: a form the lemmatizer knows
/// (every lemma and inflection of the lexicon), one of the 60,000 most frequent word
/// forms (wordfreq lists names and web words too), a word with a CEFR level, a word
/// CMUdict pronounces (it lists names as well as words), or a real word with a suffix
/// ("blanker" is "blank" + er: a learner who knows "blank" may rightly say yes).
public struct PseudowordCheck: Sendable {
    let data: LanguageData
    let dictionary: EnglishDictionary
    private let rankedForms: Set<String>

    public init(data: LanguageData, dictionary: EnglishDictionary) throws {
        self.data = data
        self.dictionary = dictionary
        let path = data.location.url(FrequencyTable.formsPath).path
        var forms = Set<String>()
        TSVReader.forEachRow(try LanguageData.read(path)) { fields, _ in
            if let form = fields.first { forms.insert(String(form)) }
        }
        rankedForms = forms
    }

    /// Why `word` cannot be a pseudoword, or nil when it can.
    public func problem(with word: String) -> PseudowordProblem? {
        let lower = word.lowercased()
        if data.lexicon.id(of: lower) != nil { return .inLexicon }
        if rankedForms.contains(lower) { return .frequentForm }
        if data.cefr.level(of: lower) != nil { return .hasLevel }
        if dictionary.isPronounced(lower) { return .pronounced }
        if stems(of: lower).contains(where: { data.lexicon.id(of: $0) != nil }) { return .realWordWithSuffix }
        return nil
    }

    /// Suffixes the generator's endings and English inflection add.
    static let suffixes = ["s", "es", "ed", "d", "ing", "er", "r", "est", "ly", "y", "ish", "le", "en", "et", "ent", "ous", "ate"]

    /// What `word` could be before a suffix: the rest, with an "e" back, without a doubled last consonant.
    func stems(of word: String) -> [String] {
        Self.suffixes.filter { word.hasSuffix($0) && word.count - $0.count >= 3 }.flatMap { suffix -> [String] in
            let stem = String(word.dropLast(suffix.count))
            var stems = [stem, stem + "e"]
            if let last = stem.last, stem.dropLast().last == last { stems.append(String(stem.dropLast())) }
            return stems
        }
    }
}

/// Why a candidate is no pseudoword.
public enum PseudowordProblem: String, Sendable, CaseIterable {
    case inLexicon = "a form of the lemma table"
    case frequentForm = "one of the 60,000 most frequent word forms"
    case hasLevel = "a word with a CEFR level"
    case pronounced = "a word or name CMUdict pronounces"
    case realWordWithSuffix = "a real word with a suffix"
}
