import ArgumentParser
import ReaderEngine
import Tokenizer

struct MarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mark",
        abstract: "Set the status of words (by lemma) or phrases.",
        discussion: """
        A word is stored by its lemma: 'reader mark ran --known' marks "run", so "runs" and "running" are \
        Known too. A quoted multi-word TERM is a phrase, stored as its lemma sequence ("made a decision" is \
        "make a decision"). With --form the exact written form gets its own status instead of its lemma.

        Examples:
          reader mark ran --known
          reader mark "make a decision" --learning
          reader mark Elizabeth --ignored
          reader mark data --form --known
        """
    )

    @OptionGroup var global: GlobalOptions

    @Flag(exclusivity: .exclusive) var status: WordStatus

    @Flag(help: "Mark only this written form (e.g. 'data'), not its lemma.")
    var form = false

    @Option(help: ArgumentHelp("Also file the terms in this deck (created if missing).", valueName: "name"))
    var deck: String?

    @Argument(help: ArgumentHelp("Words or quoted phrases.", valueName: "term"))
    var terms: [String]

    func validate() throws {
        if form, deck != nil { throw ValidationError("--deck files terms, not written forms; drop --form") }
        if form, let phrase = terms.first(where: { $0.split(whereSeparator: \.isWhitespace).count > 1 }) {
            throw ValidationError("--form takes single words; '\(phrase)' is a phrase")
        }
    }

    func run() throws {
        let data = try global.languageData()
        let tokenizer = try Tokenizer()
        let store = try global.openStore()
        let writer = OutputWriter()
        if form {
            for word in terms {
                let lemma = try data.lemmatizer.lemma(ofWord: word, tokenizer: tokenizer)
                let change = try store.setStatus(status, ofForm: word, lemma: lemma, at: try Clock.now())
                try writer.write(Self.describe(word.lowercased() + " (form)", change, status))
            }
        } else {
            let parsed = try terms.map { (term: try Term(parsing: $0, lemmatizer: data.lemmatizer, tokenizer: tokenizer), display: $0) }
            let now = try Clock.now()
            let mark = { try store.setStatus(status, of: parsed.map { ($0.term, Optional($0.display)) }, at: now) }
            // Several terms at once are one undoable change ('reader undo').
            let changes = parsed.count > 1
                ? try store.recordingBatch(.mark, label: parsed.map(\.term.key).joined(separator: ", "), at: now, mark)
                : try mark()
            if let deck { try store.addToDeck(deck, terms: parsed.map(\.term), at: now) }
            for (entry, change) in zip(parsed, changes) {
                let shown = entry.term.key == entry.display.lowercased() ? entry.term.key : "\(entry.term.key) (from \(entry.display))"
                try writer.write(Self.describe(shown, change, status))
            }
        }
        try writer.flush()
    }

    static func describe(_ term: String, _ change: StatusChange, _ status: WordStatus) -> String {
        let shown = ControlCharacterEscaping.singleLine(term)
        return switch change {
        case .added: "\(shown): \(status.rawValue)\n"
        case .changed(let old): "\(shown): \(status.rawValue) (was \(old.rawValue))\n"
        case .unchanged: "\(shown): already \(status.rawValue)\n"
        }
    }
}
