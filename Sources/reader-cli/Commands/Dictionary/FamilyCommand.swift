import ArgumentParser
import ReaderEngine

struct FamilyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "family",
        abstract: "A word's family: WordNet derivations and words sharing its Latin or Greek root, with your statuses.",
        discussion: """
        New and Learning members are highlighted as in 'reader read' (and in Pattern Mode with --pattern); \
        every member also names its status in words. Root members: at most \(EnglishDictionary.rootMemberLimit), \
        the most frequent first.
        """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The word.")
    var word: String

    @Option(help: "Output format.")
    var format: DictionaryFormat = .text

    @Option(help: "Escape sequences for the text format.")
    var color: ColorChoice = .auto

    @Flag(help: "Pattern Mode: underline styles, not only colour.")
    var pattern = false

    func run() throws {
        var lookup = try DictionaryLookup(global: global)
        let lemma = try lookup.lemma(of: word)
        let family = lookup.dictionary.family(of: lemma)
        guard family.root != nil || !family.members.isEmpty || lookup.dictionary.entry(for: word, lemma: lemma) != nil else {
            throw UnknownTermsError(terms: [ControlCharacterEscaping.singleLine(word)])
        }
        var statuses: [String: WordStatus] = [:]
        for lemma in family.members.map(\.lemma) { statuses[lemma] = try lookup.status(of: lemma) }
        let status = { (lemma: String) in statuses[lemma] ?? .new }
        let output: String
        switch format {
        case .json:
            output = DictionaryJSON.family(family, word: word, status: status) + "\n"
        case .text:
            let terminal = TerminalEnvironment.current()
            let styles = terminal.capabilities(color: color).map {
                ANSIStyles(theme: terminal.theme, capabilities: $0, patternMode: pattern)
            }
            output = DictionaryText.family(family, word: word, status: status, styles: styles)
        }
        let writer = OutputWriter()
        try writer.write(output)
        try writer.flush()
    }
}
