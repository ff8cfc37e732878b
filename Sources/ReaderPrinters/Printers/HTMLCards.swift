import ReaderCore

/// Click-cards for `read --format html`: every New and Learning word (or saved
/// phrase) opens a small card (lemma, IPA, senses, badge, CEFR, status) on
/// click, tap, Enter or Space. The data of the words this page uses is embedded
/// as JSON, so the page stays self-contained and works offline. The card
/// writes badge and status as words (colour is never the only cue) and is
/// built with `textContent`, so text never becomes markup.
public struct HTMLCards: Sendable {
    public let dictionary: EnglishDictionary
    /// Senses per card.
    public static let senseCount = 3

    public init(dictionary: EnglishDictionary) {
        self.dictionary = dictionary
    }

    /// `{"lemma": {"ipa","senses":[{"pos","gloss"}],"badge","rank","cefr","facts","status"}}` for the highlighted
    /// lemmas of `text`, keyed as the spans' `title` attribute gives them.
    public func data(for text: AnnotatedText) -> String {
        var statuses: [String: WordStatus] = [:]
        for index in text.spans.indices {
            guard let status = text.highlight(ofSpan: index) else { continue }
            let span = text.spans[index]
            if let lemma = span.isInPhrase ? text.phrases[Int(span.phrase)].lemma : text.lemma(of: span) {
                statuses[ControlCharacterEscaping.neutralised(lemma)] = status
            }
        }
        let records = statuses.keys.sorted().compactMap { lemma -> String? in
            guard let entry = dictionary.entry(for: lemma, lemma: lemma) else { return nil }
            return JSONString.quoted(lemma) + ":" + Self.record(CardFacts(entry: entry, status: statuses[lemma]!))
        }
        // "<" escaped so no text can close the <script> element.
        return ("{" + records.joined(separator: ",") + "}").replacingEvery("<", with: "\\u003c")
    }

    /// `{"ipa","senses":[{"pos","gloss"}],"senses_of","badge","rank","cefr","facts","status"}`: what the card's script
    /// shows; `facts` is the frequency and level as every card writes them (`CardFacts.frequencyAndLevel`).
    static func record(_ entry: CardFacts) -> String {
        let senses = entry.senses.prefix(Self.senseCount).map { sense in
            "{\"pos\":\(JSONString.quoted(sense.partOfSpeech.dictionaryName)),\"gloss\":\(JSONString.quoted(sense.gloss))}"
        }
        return "{\"ipa\":[" + entry.ipa.map(JSONString.quoted).joined(separator: ",")
            + "],\"senses\":[" + senses.joined(separator: ",") + "],\"senses_of\":" + (entry.sensesOf.map(JSONString.quoted) ?? "null")
            + ",\"badge\":" + JSONString.quoted(entry.badge.name) + ",\"rank\":" + (entry.rank.map(String.init) ?? "null")
            + ",\"cefr\":" + (entry.cefr.map { JSONString.quoted($0.name) } ?? "null")
            + ",\"facts\":" + JSONString.quoted(entry.frequencyAndLevel)
            + ",\"status\":" + JSONString.quoted(entry.status.rawValue) + "}"
    }

    /// What goes before `</body>`: the data, the (hidden) card, its style and script.
    public func markup(for text: AnnotatedText) -> String {
        "<div id=\"reader-card\" role=\"dialog\" aria-modal=\"false\" aria-label=\"word card\" tabindex=\"-1\" hidden></div>\n"
            + "<script type=\"application/json\" id=\"reader-cards\">" + data(for: text) + "</script>\n"
            + "<style>\n" + Self.stylesheet + "</style>\n<script>\n" + Self.script + "</script>\n"
    }

    /// The card's style and script, `Web/cards.css` and `Web/cards.js`, compiled into the binary so the
    /// printer reads no file.
    static let stylesheet = String(decoding: PackageResources.cards_css, as: UTF8.self)
    static let script = String(decoding: PackageResources.cards_js, as: UTF8.self)
}
