/// How every text face (define, the capture card, `show`, `open`'s card, the review's answer,
/// the Anki note) words the card's translation: one line, the language named,
/// word-level words marked as such, and a sense without words said to have none.
public enum TranslationText {
    /// `Spanish: banco, banca`; `Spanish (word-level, not for this sense): orilla`;
    /// `Spanish: no translation of this sense`.
    public static func line(_ translation: CardTranslation) -> String {
        label(translation) + ": " + (translation.translation.map(words) ?? missing)
    }

    /// What comes before the words: the language's name, and whether they are word-level.
    public static func label(_ translation: CardTranslation) -> String {
        if case .wordLevel = translation { return translation.language.name + " (word-level, not for this sense)" }
        return translation.language.name
    }

    /// In place of the words when the leading sense has none.
    public static let missing = "no translation of this sense"

    /// The words alone, comma-separated, each on one line and free of control characters.
    public static func words(_ translation: Translation) -> String {
        translation.words.map { OneLine.cleaned($0) }.joined(separator: ", ")
    }
}
