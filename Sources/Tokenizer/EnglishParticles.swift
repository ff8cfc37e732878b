/// The adverbial particles of English phrasal verbs ("give up", "turn it off",
/// "come round"): the one list the lemmatizer's context roles, the phrase
/// lexicon and saved-phrase matching all read.
public enum EnglishParticles {
    public static let words = [
        "about", "across", "along", "apart", "around", "aside", "away", "back", "behind", "by", "down", "forward",
        "in", "off", "on", "out", "over", "round", "through", "together", "up",
    ]
}
