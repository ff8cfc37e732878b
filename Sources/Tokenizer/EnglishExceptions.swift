/// English data tables for the tokenizer's special cases.
enum EnglishExceptions {
    /// Words that keep their final period ("Mr." is one token and ends no sentence).
    /// Words that are also ordinary sentence-final words ("no", "fig") are left out.
    static let abbreviations: Set<ShortWord> = [
        "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "mt", "ft", "vs", "etc", "inc", "ltd", "co", "corp",
        "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
        "vol", "approx", "dept", "est", "gen", "gov", "sen", "rep", "rev", "capt", "col", "lt", "sgt",
        "ave", "blvd", "rd", "cf", "al", "messrs", "mme", "mlle", "esq", "hon", "pres", "univ", "assn",
    ]

    /// Titles after which a capitalised word never starts a new sentence.
    static let titles: Set<ShortWord> = [
        "mr.", "mrs.", "ms.", "dr.", "prof.", "sr.", "jr.", "st.", "mt.", "messrs.", "mme.", "mlle.",
        "capt.", "col.", "lt.", "sgt.", "gen.", "gov.", "sen.", "rep.", "rev.", "hon.", "pres.",
    ]

    /// What follows the apostrophe of a clitic split off its host ("it|'s", "we|'ll").
    static let cliticSuffixes: Set<ShortWord> = ["s", "re", "ve", "ll", "d", "m"]
    /// The "t" of "n't".
    static let negationSuffix: ShortWord = "t"
    /// Words written as one that UD splits after their third letter ("can|not", "gon|na").
    static let fusedWords: Set<ShortWord> = ["cannot", "gonna", "wanna", "gotta"]
}
