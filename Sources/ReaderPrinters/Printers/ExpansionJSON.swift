import Collocations
import ReaderCore

/// What a tap selects, as `reader expand --format json` and the browser's phrase request give it:
/// `{"at","start","end","text","lemma","source","score"}` (field names are stable API).
public enum ExpansionJSON {
    /// `surface` is the expansion's text as written.
    public static func record(_ expansion: Expansion, surface: [UInt8]) -> String {
        "{\"at\":\(expansion.at),\"start\":\(expansion.start),\"end\":\(expansion.end),"
            + "\"text\":\(JSONString.quoted(String(decoding: surface, as: UTF8.self))),"
            + "\"lemma\":\(JSONString.quoted(expansion.lemma)),\"source\":\"\(expansion.source.rawValue)\","
            + "\"score\":\(NumberText.compact(expansion.score))}"
    }
}
