import Collocations
import Foundation
import ReaderEngine
import Tokenizer

/// Writes expansions (and per-tap errors) in the chosen format.
struct ExpansionPrinter {
    let writer: OutputWriter
    let format: ExpandFormat
    private var written = 0

    init(writer: OutputWriter, format: ExpandFormat) {
        self.writer = writer
        self.format = format
    }

    /// Opens the JSON array of a --taps run.
    func begin(list: Bool) throws {
        if list && format == .json { try writer.write("[") }
    }

    func end(list: Bool) throws {
        if list && format == .json { try writer.write("]\n") }
    }

    /// The expansion's text as written, from `text` (the piece of the input holding it).
    static func surface(of expansion: Expansion, in text: TokenizedText) -> [UInt8] {
        Array(text.bytes[(expansion.start - text.baseOffset)..<(expansion.end - text.baseOffset)])
    }

    mutating func print(_ expansion: Expansion, surface: [UInt8]) throws {
        switch format {
        case .json, .jsonl:
            try separator()
            try writer.write(ExpansionJSON.record(expansion, surface: surface))
            try finishRecord()
        case .text:
            try writer.write("\(expansion.at)\t\(expansion.start)\t\(expansion.end)\t")
            try surface.withUnsafeBufferPointer { try writer.writeTSVEscaped($0) }
            try writer.write("\t")
            try Array(expansion.lemma.utf8).withUnsafeBufferPointer { try writer.writeTSVEscaped($0) }
            try writer.write("\t\(expansion.source.rawValue)\t\(NumberText.compact(expansion.score))\n")
        }
    }

    /// An error record of a --taps run: `{"at":N,"error":"..."}` (`at` is null for a line that is not a number).
    mutating func printError(at offset: Int?, message: String) throws {
        switch format {
        case .json, .jsonl:
            try separator()
            try writer.write("{\"at\":\(offset.map(String.init) ?? "null"),\"error\":\"")
            try Array(message.utf8).withUnsafeBufferPointer { try writer.writeJSONEscaped($0) }
            try writer.write("\"}")
            try finishRecord()
        case .text:
            try writer.write("\(offset.map(String.init) ?? "-")\terror\t")
            try Array(message.utf8).withUnsafeBufferPointer { try writer.writeTSVEscaped($0) }
            try writer.write("\n")
        }
    }

    private mutating func separator() throws {
        if format == .json && written > 0 { try writer.write(",") }
        written += 1
    }

    private func finishRecord() throws {
        if format == .jsonl { try writer.write("\n") }
    }
}
