import ArgumentParser
import ReaderEngine
import Tokenizer

struct DefineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "define",
        abstract: "Meanings (WordNet), pronunciation (CMUdict IPA), frequency and CEFR level of words or phrases.",
        discussion: """
        'reader define TERM...' looks up each word or quoted phrase. 'reader define FILE --at BYTE' looks up \
        the word at that UTF-8 byte offset, and puts first the senses of the part of speech its context gives \
        ('I saw the saw': verb, then noun). A phrase WordNet lacks gets its head word's senses, marked as such. \
        A term the dictionary does not know is an error (exit 65).
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions

    @Argument(help: "Words or quoted phrases; with --at, the text file ('-' or nothing: stdin).")
    var terms: [String] = []

    @Option(help: ArgumentHelp("UTF-8 byte offset of a word in the file.", valueName: "byte"))
    var at: Int?

    @Option(help: "Output format.")
    var format: DictionaryFormat = .text

    @Option(help: ArgumentHelp("Senses shown per part of speech in text output.", valueName: "n"))
    var senses: Int = 3

    func validate() throws {
        if at == nil && terms.isEmpty { throw ValidationError("give words to define, or FILE --at BYTE") }
        if at != nil && terms.count > 1 { throw ValidationError("--at takes one file") }
        if let at, at < 0 { throw ValidationError("--at must be a byte offset (0 or more)") }
        if senses < 1 { throw ValidationError("--senses must be at least 1") }
    }

    func run() throws {
        var lookup = try DictionaryLookup(global: global)
        var found: [(DictionaryEntry, WordStatus)] = []
        var unknown: [String] = []
        if let at {
            let (term, lemma, pos) = try tapped(at: at, lookup: &lookup)
            guard let entry = lookup.dictionary.entry(for: term, lemma: lemma, partOfSpeech: pos) else { throw UnknownTermsError(terms: [term]) }
            found.append((entry, try lookup.status(of: lemma)))
        } else {
            for term in terms {
                let lemma = try lookup.lemma(of: term)
                if let entry = lookup.dictionary.entry(for: term, lemma: lemma) {
                    found.append((entry, try lookup.status(of: lemma)))
                } else {
                    unknown.append(ControlCharacterEscaping.singleLine(term))
                }
            }
        }
        let writer = OutputWriter()
        for (index, (entry, status)) in found.enumerated() {
            switch format {
            case .json: try writer.write(DictionaryJSON.entry(entry, status: status) + "\n")
            case .text: try writer.write((index > 0 ? "\n" : "") + DictionaryText.entry(entry, status: status, perPartOfSpeech: senses))
            }
        }
        try writer.flush()
        if !unknown.isEmpty { throw UnknownTermsError(terms: unknown) }
    }

    /// The word at `at` in the file: as written, its lemma in context, its part of speech.
    private func tapped(at: Int, lookup: inout DictionaryLookup) throws -> (String, String, PartOfSpeech?) {
        let data = try lookup.languageData()
        let tokenizer = try Tokenizer()
        let text = try InputSource(path: terms.first).piece(containing: at, tokenizer: tokenizer, lemmatizer: data.lemmatizer)
        let index = try CaptureTarget.offset(at).locate(in: text, tokenizer: tokenizer).lowerBound
        let token = text.tokens[index]
        let lemma = data.lemmatizer.lemmaString(of: token, in: text) ?? text.text(of: token).lowercased()
        let pos = ContextPartOfSpeech.partOfSpeech(at: index, lemma: lemma, in: text,
                                                   table: try PartOfSpeechTable(location: data.location))
        return (text.text(of: token), lemma, pos)
    }
}
