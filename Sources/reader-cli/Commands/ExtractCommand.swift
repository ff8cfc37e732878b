import ArgumentParser
import Documents
import ReaderEngine

struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Print the text reader reads from a file (EPUB, HTML, SRT, WebVTT, Markdown or plain text).",
        discussion: """
        Every command that reads a file reads this text, and its UTF-8 byte offsets (--at, start, end) count \
        in it. Plain text is printed as it is. --format json adds the structure: title, author, language, a page's URL, \
        sections (chapters, or the parts headings open), paragraphs and subtitle cues, each with its offsets.

        Examples:
          reader extract book.epub | less
          reader extract article.html --format json | jq '.sections'
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions

    @Argument(help: "The file; '-' or nothing reads stdin (plain text unless --input-format says otherwise).")
    var file: String?

    @Option(help: "Output format: text or json.")
    var format: DictionaryFormat = .text

    func run() throws {
        let source = input.source(file)
        let document = try source.document() ?? plainText(source)
        let writer = OutputWriter()
        switch format {
        case .text: try writer.write(document.text.hasSuffix("\n") || document.text.isEmpty ? document.text : document.text + "\n")
        case .json: try writer.write(DocumentJSON.render(document) + "\n")
        }
        try writer.flush()
    }

    private func plainText(_ source: InputSource) throws -> ExtractedDocument {
        var bytes: [UInt8] = []
        var start = 0
        try source.forEachChunk { chunk, offset in
            if bytes.isEmpty { start = offset }
            bytes.append(contentsOf: chunk)
        }
        return try DocumentExtractor.extract((start == 3 ? ByteOrderMark.utf8 : []) + bytes,
                                             format: .text)
    }
}

/// `reader extract --format json`: one object, field names stable.
enum DocumentJSON {
    static func render(_ document: ExtractedDocument) -> String {
        func optional(_ value: String?) -> String { value.map(JSONString.quoted) ?? "null" }
        let sections = document.sections.map {
            #"{"title":\#(JSONString.quoted($0.title)),"start":\#($0.range.lowerBound),"end":\#($0.range.upperBound)}"#
        }
        let paragraphs = document.paragraphs.map { "[\($0.lowerBound),\($0.upperBound)]" }
        let cues = document.cues.map {
            #"{"start_ms":\#($0.start),"end_ms":\#($0.end),"start":\#($0.range.lowerBound),"end":\#($0.range.upperBound)}"#
        }
        let code = document.codeBlocks.map { #"{"at":\#($0.at),"text":\#(JSONString.quoted($0.text))}"# }
        return #"{"format":\#(JSONString.quoted(document.format.rawValue)),"title":\#(optional(document.title)),"#
            + #""author":\#(optional(document.author)),"language":\#(optional(document.language)),"url":\#(optional(document.url)),"#
            + #""sections":[\#(sections.joined(separator: ","))],"paragraphs":[\#(paragraphs.joined(separator: ","))],"#
            + #""cues":[\#(cues.joined(separator: ","))],"code":[\#(code.joined(separator: ","))],"text":\#(JSONString.quoted(document.text))}"#
    }
}
