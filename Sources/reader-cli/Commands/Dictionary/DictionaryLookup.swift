import ReaderEngine
import Tokenizer

/// A typed term resolved to its dictionary entry and the learner's status. The
/// lemma table is loaded only when needed: a word WordNet lists as it is
/// (`bank`, `saw`) is its own lemma, others (`went`, `made a decision`) go through the lemmatizer.
struct DictionaryLookup {
    let dictionary: EnglishDictionary
    let global: GlobalOptions
    private var data: LanguageData?
    private var store: VocabularyStore?

    /// `native`: the card's language option (nil for a command that shows no card: English only).
    init(global: GlobalOptions, native: NativeOption? = nil) throws {
        self.global = global
        let location = try ProcessEnvironment.dataLocation()
        dictionary = try native?.dictionary(location: location, settings: try global.settings())
            ?? EnglishDictionary(location: location)
    }

    mutating func languageData() throws -> LanguageData {
        if let data { return data }
        let loaded = try global.languageData()
        data = loaded
        return loaded
    }

    /// The lemma of a typed word or phrase.
    mutating func lemma(of term: String) throws -> String {
        let key = term.lowercased()
        if !key.contains(" "), !dictionary.senses(of: key).isEmpty { return key }
        let data = try languageData()
        return try Term(parsing: term, lemmatizer: data.lemmatizer, tokenizer: try Tokenizer()).key
    }

    /// The learner's status of a lemma as `read` shows it: its own, else its word family's (the `family`
    /// setting), else New (also when the store does not exist). The lemma table loads only for a lemma without one.
    mutating func status(of lemma: String) throws -> WordStatus {
        if store == nil { store = try global.openStore(.readOnly) }
        guard let term = Term(key: lemma), let store else { return .new }
        if let own = try store.status(of: term) { return own }
        let data = try languageData()
        return try store.inheritedStatus(of: term, families: try global.settings().families(data), lexicon: data.lexicon)?.status ?? .new
    }
}

/// Terms the dictionary does not know (bad input data, 65).
struct UnknownTermsError: ReportableError {
    let terms: [String]
    var message: String {
        "no dictionary entry for " + terms.map { "'\($0)'" }.joined(separator: ", ") + " (not in WordNet or CMUdict)"
    }
    var exitStatus: ExitStatus { .dataError }
}
