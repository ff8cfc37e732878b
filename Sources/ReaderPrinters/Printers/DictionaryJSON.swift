import ReaderCore

/// The JSON of `reader define` and `reader family` (field names are stable API).
public enum DictionaryJSON {
    /// `{"term","lemma","ipa":[],"senses":[{"pos","key","synset","chosen","gloss","examples","synonyms","translations"}],
    /// "senses_of","frequency":{"rank","band","shown"},"cefr","status","translation"}`; `shown` is the badge and rank as
    /// the terminal's cards write them (`FrequencyBadge.shown`), so the browser shows the same words; `key` is WordNet's sense key, `chosen`
    /// is true for the sense chosen for the word's sentence (`define --at`), false for every other; `translations`
    /// and `translation` are the learner's language's words (`TranslationJSON`), null without `native`.
    public static func entry(_ entry: CardFacts) -> String {
        let senses = entry.senses.map { sense in
            "{\"pos\":\(q(sense.partOfSpeech.dictionaryName)),\"key\":\(q(sense.key)),\"synset\":\(q(sense.synset)),"
                + "\"chosen\":\(sense.chosenInContext),\"gloss\":\(q(sense.gloss)),\"examples\":\(array(sense.examples)),"
                + "\"synonyms\":\(array(sense.synonyms)),"
                + "\"translations\":\(TranslationJSON.sense(sense.translation, language: entry.nativeLanguage))}"
        }
        return "{\"term\":\(q(entry.term)),\"lemma\":\(q(entry.lemma)),\"ipa\":\(array(entry.ipa)),"
            + "\"senses\":[\(senses.joined(separator: ","))],\"senses_of\":\(entry.sensesOf.map(q) ?? "null"),"
            + "\"frequency\":{\"rank\":\(entry.rank.map(String.init) ?? "null"),\"band\":\(q(entry.badge.rawValue)),"
            + "\"shown\":\(q(entry.badge.shown(rank: entry.rank)))},"
            + "\"cefr\":\(entry.cefr.map { q($0.name) } ?? "null"),\"status\":\(q(entry.status.rawValue)),"
            + "\"translation\":\(TranslationJSON.card(entry.translation))}"
    }

    /// `{"word","lemma","root":{"form","meaning"}|null,"members":[{"lemma","pos","relation","status"}]}`.
    public static func family(_ family: WordFamily, word: String, status: (String) -> WordStatus) -> String {
        let root = family.root.map { "{\"form\":\(q($0.form)),\"meaning\":\(q($0.meaning))}" } ?? "null"
        let members = family.members.map { member in
            "{\"lemma\":\(q(member.lemma)),\"pos\":\(member.partOfSpeech.map { q($0.dictionaryName) } ?? "null"),"
                + "\"relation\":\(q(member.relation.rawValue)),\"status\":\(q(status(member.lemma).rawValue))}"
        }
        return "{\"word\":\(q(word)),\"lemma\":\(q(family.lemma)),\"root\":\(root),\"members\":[\(members.joined(separator: ","))]}"
    }

    private static func q(_ text: String) -> String { JSONString.quoted(text) }
    private static func array(_ items: [String]) -> String { "[" + items.map(q).joined(separator: ",") + "]" }
}
