import ArgumentParser
import Foundation
import ReaderEngine

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the terms in your vocabulary store.",
        discussion: """
        JSONL fields: {"term","lemma","status","kind","captures","created","updated"}; kind is word, phrase or \
        form (a written form with its own status); dates are ISO 8601 (UTC). On a terminal a long table goes \
        through the pager, as 'reader read' does.

        Examples:
          reader list --status learning
          reader list --format jsonl | jq -r .term
        """
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: "Only terms with this status: \(WordStatus.allValueStrings.joined(separator: ", ")).")
    var status: WordStatus?

    @Option(help: ArgumentHelp("Only terms filed in this deck.", valueName: "name"))
    var deck: String?

    @Option(help: "Output format: \(ListFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ListFormat = .table

    @Flag(name: .customLong("no-pager"), help: "Write straight to stdout, even when the list is longer than the screen.")
    var noPager = false

    func run() throws {
        let settings = try global.settings(Settings(pager: noPager ? "" : nil))
        let path = try global.storePath(settings: settings)
        guard FileManager.default.fileExists(atPath: path) else {
            // Nothing to list, and listing must not create a store.
            StandardStreams.writeError("reader: no vocabulary store at \(ControlCharacterEscaping.singleLine(path)) yet; 'reader init --level B1' creates one\n")
            return
        }
        let store = try global.openStore(.readOnly, settings: settings)
        let inDeck = try deck.map { try store.deckTermKeys($0) }
        let keep = { (entry: VocabularyEntry) in inDeck.map { entry.kind != .form && $0.contains(entry.lemma) } ?? true }
        switch format {
        case .jsonl:
            let writer = OutputWriter()
            try store.forEachEntry(status: status) { if keep($0) { try writeJSONLine($0, to: writer) } }
            try writer.flush()
        case .table:
            var entries: [VocabularyEntry] = []
            try store.forEachEntry(status: status) { if keep($0) { entries.append($0) } }
            try Pager.output(table(entries), command: settings.pager, terminal: TerminalEnvironment.current())
        }
    }

    private func writeJSONLine(_ entry: VocabularyEntry, to writer: OutputWriter) throws {
        try writer.write("{\"term\":")
        try writer.writeJSONString(entry.term)
        try writer.write(",\"lemma\":")
        try writer.writeJSONString(entry.lemma)
        try writer.write(",\"status\":\"\(entry.status.rawValue)\",\"kind\":\"\(entry.kind.rawValue)\",\"captures\":")
        try writer.write(entry.captureCount)
        try writer.write(",\"created\":\"\(TimeStamp.string(entry.createdAt))\",\"updated\":\"\(TimeStamp.string(entry.updatedAt))\"}\n")
    }

    /// Aligned columns; very long terms are cut so one line stays one line.
    private func table(_ entries: [VocabularyEntry]) -> String {
        let rows = entries.map { entry in
            [Self.cell(entry.term), Self.cell(entry.lemma), entry.status.rawValue, entry.kind.rawValue, String(entry.captureCount)]
        }
        let header = ["TERM", "LEMMA", "STATUS", "KIND", "CAPTURES"]
        var widths = header.map(\.count)
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        var output = ""
        for row in [header] + rows {
            let padded = row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }
            output += padded.joined(separator: "  ") + "\n"
        }
        if rows.isEmpty { output += "(no terms\(status.map { " with status \($0.rawValue)" } ?? ""))\n" }
        return output
    }

    private static func cell(_ text: String) -> String {
        let clean = ControlCharacterEscaping.singleLine(text)
        return clean.count > 40 ? String(clean.prefix(39)) + "…" : clean
    }
}
