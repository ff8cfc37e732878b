import ArgumentParser
import ReaderEngine
import Tokenizer

struct DefineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "define",
        abstract: "Meanings (WordNet), pronunciation (CMUdict IPA), frequency and CEFR level of words or phrases.",
        discussion: """
        'reader define TERM...' looks up each word or quoted phrase. 'reader define FILE --at BYTE' looks up \
        the word at that UTF-8 byte offset and puts first the sense its sentence gives it (a model trained on \
        SemCor over the words around it, with WordNet's sense frequencies as the prior, among the senses of \
        the part of speech the context allows: 'The bank raised interest rates' gives the financial \
        institution); in JSON that sense has "chosen": true, and every sense has its WordNet sense key. \
        --taps FILE takes one offset per line and gives one entry per tap, in order (JSON: one per line; a \
        bad offset gives {"at":N,"error":"..."} and the run goes on). A phrase WordNet lacks gets its head \
        word's senses, marked as such. A typed term the dictionary does not know is an error (exit 65); a word \
        of a text it does not know gets its frequency, level and status, as the browser's card gives them.
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions
    @OptionGroup var native: NativeOption

    @Argument(help: "Words or quoted phrases; with --at, the text file ('-' or nothing: stdin).")
    var terms: [String] = []

    @Option(parsing: .unconditional, help: TapOffset.help)
    var at: Int?

    @Option(help: ArgumentHelp("With FILE: byte offsets of words, one per line.", valueName: "file"))
    var taps: String?

    @Option(help: "Output format.")
    var format: DictionaryFormat = .text

    @Option(parsing: .unconditional, help: ArgumentHelp("Senses shown per part of speech in text output.", valueName: "n"))
    var senses: Int = 3

    func validate() throws {
        if at == nil && taps == nil && terms.isEmpty { throw ValidationError("give words to define, or FILE --at BYTE") }
        if at != nil && taps != nil { throw ValidationError("give one of --at BYTE or --taps FILE") }
        if (at != nil || taps != nil) && terms.count > 1 { throw ValidationError("--at and --taps take one file") }
        if taps == "-" && (terms.first ?? "-") == "-" { throw ValidationError("stdin cannot hold both the text and the taps") }
        try TapOffset.validate(at)
        if senses < 1 { throw ValidationError("--senses must be at least 1") }
    }

    func run() throws {
        var lookup = try DictionaryLookup(global: global, native: native)
        var found: [CardFacts] = []
        var unknown: [String] = []
        if let taps {
            try defineTaps(try ExpandCommand.readTaps(taps), lookup: &lookup)
            return
        }
        if let at {
            let tapped = try TappedText(lookup: &lookup) { tokenizer, lemmatizer in
                try input.source(terms.first).piece(containing: at, tokenizer: tokenizer, lemmatizer: lemmatizer)
            }
            found.append(try tapped.card(at: at, lookup: &lookup))
        } else {
            for term in terms {
                let lemma = try lookup.lemma(of: term)
                if let entry = lookup.dictionary.entry(for: term, lemma: lemma) {
                    found.append(CardFacts(entry: entry, status: try lookup.status(of: lemma)))
                } else {
                    unknown.append(ControlCharacterEscaping.singleLine(term))
                }
            }
        }
        let writer = OutputWriter()
        for (index, facts) in found.enumerated() {
            switch format {
            case .json: try writer.write(DictionaryJSON.entry(facts) + "\n")
            case .text: try writer.write((index > 0 ? "\n" : "") + DictionaryText.entry(facts, perPartOfSpeech: senses))
            }
        }
        try writer.flush()
        if !unknown.isEmpty { throw UnknownTermsError(terms: unknown) }
    }

    /// One entry per tap, in order; a tap on no word gives an error record.
    private func defineTaps(_ taps: [ExpandCommand.Tap], lookup: inout DictionaryLookup) throws {
        let tapped = try TappedText(lookup: &lookup) { tokenizer, lemmatizer in
            var text = try tokenizer.tokenize(input.source(terms.first).readAll())
            lemmatizer.lemmatize(&text)
            return text
        }
        let writer = OutputWriter()
        var first = true
        for tap in taps {
            let record: String
            switch tap {
            case .invalid(let line, let content):
                record = Self.error(at: nil, "line \(line): not a byte offset: '\(ControlCharacterEscaping.singleLine(content))'")
            case .offset(let offset):
                do {
                    let facts = try tapped.card(at: offset, lookup: &lookup)
                    record = format == .json ? DictionaryJSON.entry(facts) : DictionaryText.entry(facts, perPartOfSpeech: senses)
                } catch let error as CaptureError {
                    record = Self.error(at: offset, error.description)
                }
            }
            try writer.write(format == .json ? record + "\n" : (first ? "" : "\n") + record)
            first = false
        }
        try writer.flush()
    }

    private static func error(at offset: Int?, _ message: String) -> String {
        "{\"at\":\(offset.map(String.init) ?? "null"),\"error\":\(JSONString.quoted(message))}"
    }
}

/// The tokenized, lemmatized text `define --at` (the piece around the tap) and `--taps` (all of it)
/// look words up in.
private struct TappedText {
    let text: TokenizedText
    let tokenizer: Tokenizer
    let lemmatizer: Lemmatizer
    let table: PartOfSpeechTable

    init(lookup: inout DictionaryLookup, read: (Tokenizer, Lemmatizer) throws -> TokenizedText) throws {
        let data = try lookup.languageData()
        tokenizer = try Tokenizer()
        lemmatizer = data.lemmatizer
        text = try read(tokenizer, lemmatizer)
        table = try PartOfSpeechTable(location: data.location)
    }

    /// The card of the word at byte `at`, as `serve` and `open` show it (a word the dictionary lacks too).
    func card(at: Int, lookup: inout DictionaryLookup) throws -> CardFacts {
        let word = try TappedWord(at: at, in: text, tokenizer: tokenizer, lemmatizer: lemmatizer, partsOfSpeech: table)
        return word.card(in: lookup.dictionary, data: try lookup.languageData(), status: try lookup.status(of: word.lemma))
    }
}
