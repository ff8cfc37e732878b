import Collocations
import Foundation
import Tokenizer

/// Writes expansions (and per-tap errors) in the chosen format.
struct ExpansionPrinter {
    let writer: OutputWriter
    let format: ExpandFormat
    let text: TokenizedText
    private var written = 0

    init(writer: OutputWriter, format: ExpandFormat, text: TokenizedText) {
        self.writer = writer
        self.format = format
        self.text = text
    }

    /// Opens the JSON array of a --taps run.
    func begin(list: Bool) throws {
        if list && format == .json { try writer.write("[") }
    }

    func end(list: Bool) throws {
        if list && format == .json { try writer.write("]\n") }
    }

    mutating func print(_ expansion: Expansion) throws {
        let surface = Array(text.bytes[(expansion.start - text.baseOffset)..<(expansion.end - text.baseOffset)])
        switch format {
        case .json, .jsonl:
            try separator()
            try writer.write("{\"at\":\(expansion.at),\"start\":\(expansion.start),\"end\":\(expansion.end),\"text\":\"")
            try surface.withUnsafeBufferPointer { try writer.writeJSONEscaped($0) }
            try writer.write("\",\"lemma\":\"")
            try Array(expansion.lemma.utf8).withUnsafeBufferPointer { try writer.writeJSONEscaped($0) }
            try writer.write("\",\"source\":\"\(expansion.source.rawValue)\",\"score\":\(ExpansionPrinter.number(expansion.score))}")
            try finishRecord()
        case .text:
            try writer.write("\(expansion.at)\t\(expansion.start)\t\(expansion.end)\t")
            try surface.withUnsafeBufferPointer { try writer.writeTSVEscaped($0) }
            try writer.write("\t")
            try Array(expansion.lemma.utf8).withUnsafeBufferPointer { try writer.writeTSVEscaped($0) }
            try writer.write("\t\(expansion.source.rawValue)\t\(ExpansionPrinter.number(expansion.score))\n")
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

    /// Scores with at most four decimals; whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        // JSON has no infinity or NaN; a score that is not a number is written as null.
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%.4f", value)
    }
}
