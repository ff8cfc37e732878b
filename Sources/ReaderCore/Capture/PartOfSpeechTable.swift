/// Parts of speech for capture cards, looked up in the shipped tables: the
/// classes in which LemmInflect maps the written form to the lemma ("ran" is
/// a verb of "run"), else the classes WordNet lists for the lemma or phrase. A
/// form that is its own lemma can also be any class WordNet lists for it
/// (LemmInflect gives the form "bar" only as a verb).
public struct PartOfSpeechTable: Sendable {
    private let formLemmas: SortedTSV
    private let lemmaClasses: SortedTSV
    private let phraseClasses: SortedTSV

    /// Reads `lemma/lemminflect-lemmas.tsv`, `lemma/wordnet-lexicon.tsv` and `phrases/wordnet-mwe.tsv`.
    public init(location: DataLocation) throws {
        formLemmas = SortedTSV(bytes: try LanguageData.read(location.url("lemma/lemminflect-lemmas.tsv").path))
        lemmaClasses = SortedTSV(bytes: try LanguageData.read(location.url("lemma/wordnet-lexicon.tsv").path))
        phraseClasses = SortedTSV(bytes: try LanguageData.read(location.url("phrases/wordnet-mwe.tsv").path))
    }

    init(formLemmasTSV: [UInt8], lexiconTSV: [UInt8], phrasesTSV: [UInt8]) {
        formLemmas = SortedTSV(bytes: formLemmasTSV)
        lemmaClasses = SortedTSV(bytes: lexiconTSV)
        phraseClasses = SortedTSV(bytes: phrasesTSV)
    }

    /// The classes of `form` used as `lemma` (both as written, any case); empty if unknown.
    public func partsOfSpeech(form: String, lemma: String) -> [PartOfSpeech] {
        let key = lemma.lowercased()
        if key.contains(" ") {
            return Self.wordNetClasses(phraseClasses.rows(forKey: key))
        }
        let fromForm = formLemmas.rows(forKey: form.lowercased()).compactMap { fields -> PartOfSpeech? in
            guard fields.count >= 2, fields[1].split(separator: "/").contains(where: { $0 == key }) else { return nil }
            return PartOfSpeech(upos: fields[0])
        }
        let wordNet = fromForm.isEmpty || form.lowercased() == key ? Self.wordNetClasses(lemmaClasses.rows(forKey: key)) : []
        return Array(Set(fromForm + wordNet)).sorted()
    }

    private static func wordNetClasses(_ rows: [[Substring]]) -> [PartOfSpeech] {
        Array(Set(rows.flatMap { $0.first.map { $0.compactMap(PartOfSpeech.init(wordNet:)) } ?? [] })).sorted()
    }
}
