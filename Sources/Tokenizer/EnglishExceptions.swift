/// English data tables for the tokenizer's special cases.
enum EnglishExceptions {
    /// Words that keep their final period ("Mr." is one token and ends no sentence).
    /// Words that are also ordinary sentence-final words ("no", "fig") are left out.
    static let abbreviations: Set<String> = [
        "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "mt", "ft", "vs", "etc", "inc", "ltd", "co", "corp",
        "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
        "vol", "approx", "dept", "est", "gen", "gov", "sen", "rep", "rev", "capt", "col", "lt", "sgt",
        "ave", "blvd", "rd", "cf", "al", "messrs", "mme", "mlle", "esq", "hon", "pres", "univ", "assn",
    ]

    /// Titles after which a capitalised word never starts a new sentence.
    static let titles: Set<String> = [
        "mr.", "mrs.", "ms.", "dr.", "prof.", "sr.", "jr.", "st.", "mt.", "messrs.", "mme.", "mlle.",
        "capt.", "col.", "lt.", "sgt.", "gen.", "gov.", "sen.", "rep.", "rev.", "hon.", "pres.",
    ]
}
