import ArgumentParser
import Collocations
import Foundation
import ReaderEngine
import Tokenizer

struct ExpandCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expand",
        abstract: "Show what a tap selects: the phrase around a word, or the word itself.",
        discussion: """
        Offsets are UTF-8 byte offsets into the input. Precedence: the learner's saved phrases, then the phrase \
        lexicon (WordNet multi-word lemmas, fixed expressions, light verbs, phrasal verbs also with a short \
        object: "look it up"), then collocation statistics above --threshold, else the word.
        JSON fields: {"at","start","end","text","lemma","source","score"}; source is saved|lexicon|statistics|word.
        With --taps, each line of the file is one offset and each gives one record, in order; a bad offset gives \
        {"at":N,"error":"..."} and the run goes on.

        Examples:
          reader expand review.txt --at 20
          reader expand review.txt --taps taps.txt --format jsonl
        """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Text file; '-' or nothing reads stdin.")
    var file: String?

    @Option(help: "Byte offset of the tap.")
    var at: Int?

    @Option(help: ArgumentHelp("File of byte offsets, one per line.", valueName: "file"))
    var taps: String?

    @Option(help: "Output format: \(ExpandFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ExpandFormat = .json

    @Option(help: ArgumentHelp("Phrase model (default: the shipped Corpora/models/default.phrases).", valueName: "path"))
    var model: String?

    @Option(help: "NPMI a statistical phrase needs (-1...1).")
    var threshold: Double = TapExpander.defaultThreshold

    func validate() throws {
        guard (at == nil) != (taps == nil) else { throw ValidationError("give exactly one of --at BYTE or --taps FILE") }
        guard (-1...1).contains(threshold) else { throw ValidationError("--threshold must be between -1 and 1") }
        if taps == "-" && (file == nil || file == "-") { throw ValidationError("stdin cannot hold both the text and the taps") }
    }

    func run() throws {
        let expander = try PhraseData.expander(location: DataLocation.locate(), modelPath: model, threshold: threshold)
        let lemmatizer = expander.lemmatizer
        let saved = try vocabularySnapshotForExpansion(global: global).savedPhrases
        let tapOffsets = try taps.map(ExpandCommand.readTaps)
        let tokenizer = try Tokenizer()
        let input = try InputSource(path: file).readText()
        var text = try tokenizer.tokenize(input.bytes, baseOffset: input.offset)
        lemmatizer.lemmatize(&text)
        let writer = OutputWriter()
        var printer = ExpansionPrinter(writer: writer, format: format, text: text)
        if let at {
            try printer.print(try expander.expand(text, at: at, saved: saved))
            if format == .json { try writer.write("\n") }
        } else if let tapOffsets {
            try printer.begin(list: true)
            for tap in tapOffsets {
                guard case .offset(let offset) = tap else {
                    if case .invalid(let line, let content) = tap {
                        try printer.printError(at: nil, message: "line \(line): not a byte offset: '\(ControlCharacterEscaping.singleLine(content))'")
                    }
                    continue
                }
                let expansion: Expansion
                do {
                    expansion = try expander.expand(text, at: offset, saved: saved)
                } catch {
                    try printer.printError(at: offset, message: error.description)
                    continue
                }
                try printer.print(expansion)
            }
            try printer.end(list: true)
        }
        try writer.flush()
    }

    /// One line of a --taps file.
    enum Tap {
        case offset(Int)
        case invalid(line: Int, content: String)
    }

    /// Offsets, one per line; blank lines are skipped, anything else that is not a number is kept as an error.
    static func readTaps(_ path: String) throws -> [Tap] {
        let bytes = try InputSource(path: path).readAll()
        var taps: [Tap] = []
        for (number, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { continue }
            if let offset = Int(trimmed) { taps.append(.offset(offset)) } else { taps.append(.invalid(line: number + 1, content: trimmed)) }
        }
        return taps
    }
}
