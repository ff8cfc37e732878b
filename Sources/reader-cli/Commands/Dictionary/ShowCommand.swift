import ArgumentParser
import Foundation
import ReaderEngine
import Tokenizer

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "A term's card: IPA, badge, CEFR, senses, family, its status, every sentence you saved it with and its status history.",
        discussion: """
        The senses are those of the part of speech the term has in its latest saved sentence. Each sentence \
        comes with its source, the time it was saved and its note; the history lists every status change, \
        oldest first, with its time, the statuses before and after, and what made it (mark, capture, seed, \
        import, review, finish, undo). JSON: the 'reader define' record (term, lemma, ipa, senses, senses_of, \
        frequency, cefr, status) with captures, notes and history ([{at, from, to, origin}]).

        Examples:
          reader show bank
          reader show "make a decision" --format json
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var native: NativeOption

    @Argument(help: "A word or quoted phrase.")
    var term: String

    @Option(help: "Output format: \(DictionaryFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: DictionaryFormat = .text

    func run() throws {
        // The term as `define` reads it: `saw` is the noun WordNet lists, `went` is `go`.
        var lookup = try DictionaryLookup(global: global, native: native)
        let data = try lookup.languageData()
        let builder = CaptureBuilder(data: data, partsOfSpeech: try PartOfSpeechTable(location: data.location),
                                     dictionary: lookup.dictionary)
        guard let parsed = Term(key: try lookup.lemma(of: term)) else { throw StoreError.invalidTerm(term) }
        guard let card = try TermCard(term: parsed, typed: term, store: try global.openStore(.readOnly), builder: builder,
                                      tokenizer: try Tokenizer(), families: try global.settings().families(data)) else {
            throw UnknownTermError(term: ControlCharacterEscaping.singleLine(term))
        }
        let writer = OutputWriter()
        switch format {
        case .text: try writer.write(TermCardRenderer.render(card, style: CardStyleSelection.current()))
        case .json: try writer.write(TermCardJSON.render(card) + "\n")
        }
        try writer.flush()
    }
}

/// A term neither the store nor the dictionary knows (bad input data, 65, as `define`).
struct UnknownTermError: ReportableError {
    let term: String
    var message: String { "'\(term)' is not in your vocabulary, WordNet or CMUdict" }
    var exitStatus: ExitStatus { .dataError }
}
