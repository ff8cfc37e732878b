import ReaderCore

/// The translation members of the JSON faces (define, show, the browser's card, the exports).
/// Field names are stable API (docs/FORMATS.md).
public enum TranslationJSON {
    /// A sense's `translations`: `{"language","words","source"}`, or `null` when its synset has none
    /// in the learner's language (or no language is set).
    public static func sense(_ translation: Translation?, language: NativeLanguage?) -> String {
        guard let translation, let language else { return "null" }
        return "{\"language\":\(q(language.code)),\"words\":\(words(translation)),\"source\":\(q(translation.source))}"
    }

    /// The card's `translation`: `{"language","language_name","direction","words","source","sense_matched","label"}`;
    /// for a sense without words `words` is empty and `source` null; `null` when no language is set. `label` is
    /// what the text faces put before the words (`TranslationText.label`).
    public static func card(_ translation: CardTranslation?) -> String {
        guard let translation else { return "null" }
        let language = translation.language
        let source = translation.translation.map { q($0.source) } ?? "null"
        let matched = if case .sense = translation { true } else { false }
        return "{\"language\":\(q(language.code)),\"language_name\":\(q(language.name)),"
            + "\"direction\":\(q(language.direction.rawValue)),\"words\":\(translation.translation.map(words) ?? "[]"),"
            + "\"source\":\(source),\"sense_matched\":\(matched),\"label\":\(q(TranslationText.label(translation)))}"
    }

    private static func words(_ translation: Translation) -> String {
        "[" + translation.words.map(q).joined(separator: ",") + "]"
    }

    private static func q(_ text: String) -> String { JSONString.quoted(text) }
}
