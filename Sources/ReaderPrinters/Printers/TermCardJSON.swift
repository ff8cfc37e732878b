import ReaderCore

/// `reader show --format json`: the term's `reader define` record
/// (`DictionaryJSON.entry`: term, lemma, ipa, senses, senses_of, frequency,
/// cefr, status) followed by `captures`, `notes` and `history`, on one line.
/// Field names are stable API.
public enum TermCardJSON {
    public static func render(_ term: TermCard) -> String {
        // Without an entry, the card's facts hold no dictionary fields either: only frequency and level.
        let facts = term.entry.map { CardFacts(entry: $0, status: term.status) } ?? term.card.facts
        // The define record is one object: its closing brace makes way for the show-only members.
        let dictionary = DictionaryJSON.entry(facts).dropLast()
        return dictionary + ",\"captures\":[" + term.captures.map(capture).joined(separator: ",") + "],"
            + "\"notes\":[" + term.captures.compactMap(\.note).map(JSONString.quoted).joined(separator: ",") + "],"
            + "\"history\":[" + term.history.map(change).joined(separator: ",") + "]}"
    }

    /// `{"surface","sentence","source","start","end","sentence_start","captured","note"}`, as in the JSON backup.
    static func capture(_ capture: Capture) -> String {
        "{\"surface\":\(JSONString.quoted(capture.surface)),\"sentence\":\(JSONString.quoted(capture.sentence)),"
            + "\"source\":\(optional(capture.source)),\"start\":\(number(capture.range?.lowerBound)),"
            + "\"end\":\(number(capture.range?.upperBound)),\"sentence_start\":\(number(capture.sentenceStart)),"
            + "\"captured\":\(JSONString.quoted(TimeStamp.string(capture.capturedAt))),\"note\":\(optional(capture.note))}"
    }

    /// `{"at","from","to","origin"}`.
    static func change(_ change: StatusHistoryEntry) -> String {
        "{\"at\":\(JSONString.quoted(TimeStamp.string(change.at))),\"from\":\(JSONString.quoted(change.from.rawValue)),"
            + "\"to\":\(JSONString.quoted(change.to.rawValue)),\"origin\":\(JSONString.quoted(change.origin.rawValue))}"
    }

    private static func optional(_ text: String?) -> String { text.map(JSONString.quoted) ?? "null" }
    private static func number(_ value: Int?) -> String { value.map(String.init) ?? "null" }
}
