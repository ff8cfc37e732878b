import Collocations
import ReaderCore

/// What a tap selects as one tab-separated line (`reader expand --format text`):
/// the tap, start, end, text, lemma, source and score; fields escaped by `TSVField`.
public enum ExpansionText {
    /// `surface` is the expansion's text as written (invalid UTF-8 shown as U+FFFD).
    public static func record(_ expansion: Expansion, surface: [UInt8]) -> String {
        "\(expansion.at)\t\(expansion.start)\t\(expansion.end)\t"
            + TSVField.escaped(String(decoding: surface, as: UTF8.self)) + "\t" + TSVField.escaped(expansion.lemma)
            + "\t\(expansion.source.rawValue)\t\(NumberText.compact(expansion.score))\n"
    }

    /// A tap that selects nothing: its offset (`-` for a line that is not a number), `error`, the message.
    public static func error(at offset: Int?, message: String) -> String {
        "\(offset.map(String.init) ?? "-")\terror\t" + TSVField.escaped(message) + "\n"
    }
}
