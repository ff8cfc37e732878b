import ArgumentParser
import Collocations
import Foundation
import ReaderEngine
import Tokenizer

extension ExpansionFormat: ExpressibleByArgument {}

struct ExpandCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expand",
        abstract: "Show what a tap selects: the phrase around a word, or the word itself.",
        discussion: """
        Offsets are UTF-8 byte offsets into the input; only the piece of text around each tap is held (see \
        'reader read'), so a tap into a long file or endless stdin needs little memory. Precedence: the learner's saved phrases, then the phrase \
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
    @OptionGroup var input: InputOptions

    @Argument(help: "Text file; '-' or nothing reads stdin.")
    var file: String?

    @Option(parsing: .unconditional, help: TapOffset.help)
    var at: Int?

    @Option(help: ArgumentHelp("File of byte offsets, one per line.", valueName: "file"))
    var taps: String?

    @Option(help: "Output format: \(ExpansionFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ExpansionFormat = .json

    @Option(help: ArgumentHelp("Phrase model (default: the shipped Corpora/models/default.phrases).", valueName: "path"))
    var model: String?

    @Option(parsing: .unconditional, help: "NPMI a statistical phrase needs (-1...1).")
    var threshold: Double = TapExpander.defaultThreshold

    func validate() throws {
        try TapOffset.validate(at)
        guard (at == nil) != (taps == nil) else { throw ValidationError("give exactly one of --at BYTE or --taps FILE") }
        guard (-1...1).contains(threshold) else { throw ValidationError("--threshold must be between -1 and 1") }
        if taps == "-" && (file == nil || file == "-") { throw ValidationError("stdin cannot hold both the text and the taps") }
    }

    func run() throws {
        let expander = try PhraseData.expander(location: ProcessEnvironment.dataLocation(), modelPath: model, threshold: threshold)
        let lemmatizer = expander.lemmatizer
        let saved = try global.vocabularySnapshot().savedPhrases(classes: expander.lexicon.classes)
        let tapOffsets = try taps.map(ExpandCommand.readTaps)
        let tokenizer = try Tokenizer()
        let source = input.source(file)
        let writer = OutputWriter()
        var printer = ExpansionPrinter(format: format)
        if let at {
            let text = try source.piece(containing: at, tokenizer: tokenizer, lemmatizer: lemmatizer)
            let expansion = try expander.expand(text, at: at, saved: saved)
            try writer.write(printer.record(expansion, surface: ExpansionPrinter.surface(of: expansion, in: text)))
            try writer.write(printer.closing(list: false))
        } else if let tapOffsets {
            let found = try Self.expansions(at: tapOffsets.compactMap(\.offset), in: source, tokenizer: tokenizer,
                                            lemmatizer: lemmatizer) { (text, offset) throws(ExpansionError) in
                try expander.expand(text, at: offset, saved: saved)
            }
            try writer.write(printer.opening(list: true))
            for tap in tapOffsets {
                switch tap {
                case .invalid(let line, let content):
                    try writer.write(printer.error(at: nil, message: "line \(line): not a byte offset: '\(ControlCharacterEscaping.singleLine(content))'"))
                case .offset(let offset):
                    switch found[offset]! {
                    case .success(let (expansion, surface)): try writer.write(printer.record(expansion, surface: surface))
                    case .failure(let error): try writer.write(printer.error(at: offset, message: error.description))
                    }
                }
            }
            try writer.write(printer.closing(list: true))
        }
        try writer.flush()
    }

    /// Each offset's expansion with its text as written, the input read once
    /// in order, a piece at a time, and no further than the last tap.
    static func expansions(at offsets: [Int], in input: InputSource, tokenizer: Tokenizer, lemmatizer: Lemmatizer,
                           expand: (TokenizedText, Int) throws(ExpansionError) -> Expansion)
        throws -> [Int: Result<(Expansion, [UInt8]), ExpansionError>] {
        let sorted = Set(offsets).sorted()
        var results: [Int: Result<(Expansion, [UInt8]), ExpansionError>] = [:]
        var next = 0
        func settle(_ offset: Int, in piece: TokenizedText) {
            results[offset] = Result { () throws(ExpansionError) in
                let expansion = try expand(piece, offset)
                return (expansion, ExpansionPrinter.surface(of: expansion, in: piece))
            }
        }
        var last: TokenizedText?
        _ = try input.firstPiece(tokenizer: tokenizer, lemmatizer: lemmatizer) { piece in
            last = piece
            while next < sorted.count, sorted[next] < piece.baseOffset + piece.bytes.count {
                settle(sorted[next], in: piece)
                next += 1
            }
            return next == sorted.count
        }
        // Past the end: the last piece says how long the text is.
        for offset in sorted[next...] { if let last { settle(offset, in: last) } }
        return results
    }

    /// One line of a --taps file.
    enum Tap {
        case offset(Int)
        case invalid(line: Int, content: String)

        var offset: Int? {
            if case .offset(let offset) = self { offset } else { nil }
        }
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
