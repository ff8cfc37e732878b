import ArgumentParser
import ReaderEngine
import Tokenizer

struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Print one record per token: text, lemma, kind, UTF-8 byte offsets, sentence, part of speech.",
        discussion: """
        TSV columns: text, lemma, kind, start, end, sentence, pos (tabs and newlines in text are written as \\t and \\n).
        JSONL fields: {"text","lemma","kind","start","end","sentence","pos"}; lemma is null for non-words. A book or \
        page with chapters adds "chapter" (numbered as 'reader score --by-chapter' numbers them) and subtitles add \
        "cue" (1-based), null between them.
        pos is the Universal Dependencies part of speech (NOUN, VERB, PROPN...) the tagger chose in the
        sentence; empty (TSV) or null (JSONL) for spaces.

        Examples:
          echo "Mr. Smith didn't see it." | reader tokens --format tsv
          reader tokens chapter.txt | jq -c 'select(.kind == "word")'
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions

    @Argument(help: "Text file to read; '-' or nothing reads stdin.")
    var file: String?

    @Option(help: "Output format: \(TokenFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: TokenFormat = .jsonl

    func run() throws {
        let data = try global.languageData()
        let tokenizer = try Tokenizer()
        let writer = OutputWriter()
        let source = input.source(file)
        var printer = TokenPrinter(lemmatizer: data.lemmatizer, writer: writer, format: format,
                                   regions: format == .jsonl ? TokenRegions(try source.document()) : nil)
        try source.forEachPiece(tokenizer: tokenizer, lemmatizer: data.lemmatizer) { try printer.print($0) }
        try writer.flush()
    }
}

/// Writes tokens as TSV or JSON lines straight from the bytes (no per-token strings).
struct TokenPrinter {
    let lemmatizer: Lemmatizer
    let writer: OutputWriter
    let format: TokenFormat
    /// The chapters or cues that JSON lines name.
    var regions: TokenRegions?

    mutating func print(_ text: TokenizedText) throws {
        // Locals, so the loop borrows them instead of copying the lemmatizer's tables out of `self` per token.
        let lemmatizer = lemmatizer, writer = writer, format = format
        var regions = regions
        defer { self.regions = regions }
        try text.bytes.withUnsafeBufferPointer { bytes in
            for token in text.tokens {
                let surface = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
                let start = text.baseOffset + Int(token.start)
                let end = text.baseOffset + Int(token.end)
                switch format {
                case .tsv:
                    try writer.writeTSVEscaped(surface)
                    try writer.writeByte(9)
                    try lemmatizer.withLemmaBytes(of: token, in: text) { try writer.writeTSVEscaped($0) }
                    try writer.writeByte(9)
                    try writer.write(token.kind.staticName)
                    try writer.writeByte(9)
                    try writer.write(start)
                    try writer.writeByte(9)
                    try writer.write(end)
                    try writer.writeByte(9)
                    try writer.write(Int(token.sentence))
                    try writer.writeByte(9)
                    if let pos = token.pos { try writer.write(pos.staticName) }
                    try writer.writeByte(10)
                case .jsonl:
                    try writer.write("{\"text\":\"" as StaticString)
                    try writer.writeJSONEscaped(surface)
                    if token.lemma == .none {
                        try writer.write("\",\"lemma\":null,\"kind\":\"" as StaticString)
                    } else {
                        try writer.write("\",\"lemma\":\"" as StaticString)
                        try lemmatizer.withLemmaBytes(of: token, in: text) { try writer.writeJSONEscaped($0) }
                        try writer.write("\",\"kind\":\"" as StaticString)
                    }
                    try writer.write(token.kind.staticName)
                    try writer.write("\",\"start\":" as StaticString)
                    try writer.write(start)
                    try writer.write(",\"end\":" as StaticString)
                    try writer.write(end)
                    try writer.write(",\"sentence\":" as StaticString)
                    try writer.write(Int(token.sentence))
                    if let pos = token.pos {
                        try writer.write(",\"pos\":\"" as StaticString)
                        try writer.write(pos.staticName)
                        try writer.write("\"" as StaticString)
                    } else {
                        try writer.write(",\"pos\":null" as StaticString)
                    }
                    if regions != nil {
                        try writer.write(regions!.field)
                        if let number = regions!.number(at: start) { try writer.write(number) } else { try writer.write("null" as StaticString) }
                    }
                    try writer.write("}\n" as StaticString)
                }
            }
        }
    }
}
