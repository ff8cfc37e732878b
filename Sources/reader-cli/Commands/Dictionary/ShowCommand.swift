import ArgumentParser
import Foundation
import ReaderEngine
import Tokenizer

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "A term's card: IPA, badge, CEFR, senses, family, its status and every sentence you saved it with."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "A word or quoted phrase.")
    var term: String

    func run() throws {
        let data = try global.languageData()
        let parsed = try Term(parsing: term, lemmatizer: data.lemmatizer, tokenizer: try Tokenizer())
        let store = try global.openStore(.readOnly)
        let status = try store.status(of: parsed)
        let captures = try store.captures(of: parsed)
        let dictionary = try EnglishDictionary(location: data.location)
        let builder = CaptureBuilder(data: data, partsOfSpeech: try PartOfSpeechTable(location: data.location), dictionary: dictionary)
        guard status != nil || dictionary.entry(for: term, lemma: parsed.key) != nil else {
            throw UnknownTermsError(terms: [ControlCharacterEscaping.singleLine(term)])
        }
        let latest = captures.last ?? Capture(term: parsed, surface: term, sentence: "")
        let card = builder.card(for: latest, status: status ?? .new, change: .unchanged, level: nil)
        let style = CardStyleSelection.current()
        var text = CaptureCardRenderer.render(card, style: style)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { captures.isEmpty ? !($0.hasPrefix("sentence:") || $0.hasPrefix("source:")) : true }
            .joined(separator: "\n")
        text = text.replacingOccurrences(of: "saved as: \(card.status.rawValue) (already)", with: "status:   \(card.status.rawValue)")
        if captures.count > 1 {
            text += "\(captures.count) saved sentences:\n"
            for capture in captures {
                text += CaptureCardRenderer.wrap("  - ", CaptureCardRenderer.clean(capture.sentence), width: style.width)
            }
        }
        for note in captures.compactMap(\.note) { text += CaptureCardRenderer.wrap("note:     ", CaptureCardRenderer.clean(note), width: style.width) }
        let writer = OutputWriter()
        try writer.write(text)
        try writer.flush()
    }
}
