import Collocations
import Tokenizer
import ReaderCore

/// `reader expand`'s output: one expansion, or a `--taps` list of expansions
/// and per-tap errors, in the chosen format (`ExpansionJSON`, `ExpansionText`).
/// Returns the text to write; the caller writes it in order.
public struct ExpansionPrinter: Sendable {
    public let format: ExpansionFormat
    private var written = 0

    public init(format: ExpansionFormat) {
        self.format = format
    }

    /// Opens a list (a JSON array of a --taps run).
    public func opening(list: Bool) -> String {
        list && format == .json ? "[" : ""
    }

    /// Ends the output: closes a JSON list, or ends a single JSON record's line.
    public func closing(list: Bool) -> String {
        format == .json ? (list ? "]\n" : "\n") : ""
    }

    /// The expansion's text as written, from `text` (the piece of the input holding it).
    public static func surface(of expansion: Expansion, in text: TokenizedText) -> [UInt8] {
        Array(text.bytes[(expansion.start - text.baseOffset)..<(expansion.end - text.baseOffset)])
    }

    public mutating func record(_ expansion: Expansion, surface: [UInt8]) -> String {
        switch format {
        case .json, .jsonl: separator() + ExpansionJSON.record(expansion, surface: surface) + lineEnd
        case .text: ExpansionText.record(expansion, surface: surface)
        }
    }

    /// An error record of a --taps run: `{"at":N,"error":"..."}` (`at` is null for a line that is not a number).
    public mutating func error(at offset: Int?, message: String) -> String {
        switch format {
        case .json, .jsonl:
            separator() + "{\"at\":\(offset.map(String.init) ?? "null"),\"error\":\(JSONString.quoted(message))}" + lineEnd
        case .text: ExpansionText.error(at: offset, message: message)
        }
    }

    private mutating func separator() -> String {
        defer { written += 1 }
        return format == .json && written > 0 ? "," : ""
    }

    private var lineEnd: String { format == .jsonl ? "\n" : "" }
}
