/// One language's words for WordNet's senses (`translations/<code>.tsv`, keyed by synset id) and,
/// where a wordnet lacks a sense, a word-level dictionary's words for the English word
/// (`<code>.words.tsv`). Both files are mapped, not read: only the pages a lookup touches load,
/// and no other language's file is opened.
public struct NativeDictionary: Sendable {
    /// At most this many words are shown, the source's first.
    public static let wordLimit = 3

    public let language: NativeLanguage
    private let senses: SortedTSV?
    private let words: SortedTSV?

    public init(language: NativeLanguage, catalog: TranslationCatalog) throws {
        self.language = language
        senses = try Self.map(catalog.location.url("\(TranslationCatalog.folder)/\(language.code).tsv").path)
        words = try Self.map(catalog.location.url("\(TranslationCatalog.folder)/\(language.code).words.tsv").path)
    }

    /// The sense-matched words of a synset (`n09213565`), or nil when the language's wordnets lack it.
    public func translation(ofSynset synset: String) -> Translation? {
        guard !synset.isEmpty, let row = senses?.rows(forKey: synset).first else { return nil }
        return Self.translation(row, senseMatched: true)
    }

    /// A word-level dictionary's words for an English lemma or phrase, whatever its sense.
    public func wordLevelTranslation(of lemma: String) -> Translation? {
        guard let row = words?.rows(forKey: lemma.lowercased()).first else { return nil }
        return Self.translation(row, senseMatched: false)
    }

    private static func translation(_ row: [Substring], senseMatched: Bool) -> Translation? {
        guard row.count >= 2 else { return nil }
        let words = row[0].split(separator: "|").prefix(wordLimit).map(String.init)
        return words.isEmpty ? nil : Translation(words: words, source: String(row[1]), senseMatched: senseMatched)
    }

    /// A language may have only one of the two files.
    private static func map(_ path: String) throws -> SortedTSV? {
        guard FileKind(path: path) != nil else { return nil }
        return try SortedTSV(mapping: path)
    }
}
