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

    /// Particles written small inside a name ("Vincent van Gogh", "Ms van der Laan", "Charles de Gaulle",
    /// "Osama bin Laden", "Daphne du Maurier"): part of the name between two of its capitalised words. A list,
    /// not a set: every short word of running text is checked, and 18 integer comparisons cost less than hashing.
    static let nameParticles: [ShortWord] = [
        "van", "von", "der", "den", "de", "da", "di", "du", "del", "della", "dos", "das", "le", "la", "bin", "ibn",
        "al", "el",
    ]

    /// Prefixes UD EWT writes as one word with the hyphen and the word after them ("e-mail", "non-human",
    /// "re-wording"; other hyphenated words it splits: "well|-|known"): those its train split keeps whole at least
    /// twice and never splits before a word.
    static let hyphenPrefixes: Set<ShortWord> = [
        "e", "non", "pre", "anti", "mid", "re", "co", "post", "over", "multi", "pro", "ex", "semi", "sub", "cross",
        "psycho", "neo",
    ]

    /// What follows the apostrophe of a clitic split off its host ("it|'s", "we|'ll").
    static let cliticSuffixes: Set<ShortWord> = ["s", "re", "ve", "ll", "d", "m"]
    /// The "t" of "n't".
    static let negationSuffix: ShortWord = "t"
    /// Words written as one that UD splits, with the length of the first piece: fused forms
    /// ("can|not", "gon|na") and contractions typed without their apostrophe ("do|nt", "i|m",
    /// "that|s"). Like spaCy's `_exclude`, real words are left out: "its", "ill", "id", "well",
    /// "were", "lets", "wont", "hell", "shell" (but see `possessivesTypedForContractions`, `letsClauseOpeners`,
    /// `wontNounOpeners`).
    static let fusedWords: [(word: ShortWord, split: Int)] = [
        ("cannot", 3), ("gonna", 3), ("wanna", 3), ("gotta", 3), ("alot", 1),
        ("dont", 2), ("didnt", 3), ("doesnt", 4), ("isnt", 2), ("wasnt", 3), ("arent", 3), ("werent", 4),
        ("havent", 4), ("hasnt", 3), ("hadnt", 3), ("couldnt", 5), ("wouldnt", 5), ("shouldnt", 6),
        ("cant", 2), ("aint", 2), ("im", 1), ("ive", 1), ("youre", 3), ("youve", 3), ("theyre", 4),
        ("theyve", 4), ("weve", 2), ("thats", 4), ("whats", 4), ("shes", 3),
        // UD EWT train splits each of these every time it meets them (hes 4, theres 3, heres 1, youll 1, itll 1).
        ("hes", 2), ("theres", 5), ("heres", 4), ("youll", 3), ("itll", 2),
    ]
    /// Possessives that web text types for a contraction ("its a shame" = "it's", "your the best" = "you're"),
    /// with the length of the first piece and the words after which they are the contraction.
    static let possessivesTypedForContractions: [(word: ShortWord, split: Int, followers: Set<ShortWord>)] = [
        ("its", 2, itsIsFollowers), ("your", 3, yourAreFollowers),
    ]
    /// Words after which "its" is "it's" typed without the apostrophe ("its a shame", "its not"):
    /// function words that never follow the possessive.
    static let itsIsFollowers: Set<ShortWord> = [
        "a", "an", "the", "not", "no", "so", "very", "just", "really", "too", "pretty", "quite", "been", "going",
        "gonna", "ok", "okay", "always", "never", "still", "also", "only", "actually", "probably", "all", "my",
        "your", "his", "our", "their", "in", "on", "at", "for", "from", "to", "because", "about", "what", "that",
        "like",
    ]
    /// Words after which "your" is "you're" ("your the best", "your in the USA", "your going"): the words of
    /// `itsIsFollowers` that never follow "your" the possessive either ("your very own", "your only chance",
    /// "your all", "your like button" do).
    static let yourAreFollowers: Set<ShortWord> = [
        "a", "an", "the", "not", "so", "just", "really", "too", "going", "gonna", "always", "never", "still", "also",
        "actually", "probably", "in", "on", "at", "from", "because", "about",
    ]
    /// What may stand before "lets" that is "let's" typed without the apostrophe ("Lets go", "but lets hope"):
    /// the start of a clause. "It lets you", "and lets the meat rest" are the verb.
    static let letsClauseOpeners: Set<ShortWord> = ["but", "so", "ok", "okay", "now"]
    /// Words after which "wont" is the noun ("as is his wont"), not "won't" typed without its apostrophe (UD EWT
    /// train: 12 "wo|nt", no noun).
    static let wontNounOpeners: Set<ShortWord> = ["his", "her", "its", "their", "my", "your", "our", "the", "a"]
    /// Words after which "lets" at a clause start is still the verb ("Lets the user choose").
    static let letsObjects: Set<ShortWord> = [
        "the", "a", "an", "them", "him", "her", "me", "you", "us", "it", "this", "that", "these", "those", "my",
        "your", "his", "our", "their", "its", "people", "one", "everyone", "anyone", "someone",
    ]
    /// Emoticons written with punctuation, one token each as in UD English (SYM), longest first where one
    /// starts another. As spaCy's list, without those a digit or bracket opens ("8)", "(:"), which prose
    /// writes for other things ("item 8)", "(see below):").
    static let emoticons: [[UInt8]] = [
        ":-)))", ":-))", ":)))", ":))", ":-)", ":)", ":-(((", ":-((", ":(((", ":((", ":-(", ":(", ":')", ":'(",
        ":-D", ":D", ":-P", ":P", ":-p", ":p", ":-O", ":O", ":-o", ":o", ":-/", ":/", ":-|", ":|", ":-*", ":*",
        ":-]", ":]", ":-[", ":[", ":3", ";-)", ";)", ";-(", ";(", ";-D", ";D", ";-P", ";P", ";p", "=)", "=(",
        "=D", "=P", "=/", "=]", "=[", "=|", ">:(", ">:o", "<333", "<33", "<3", "</3", "^___^", "^__^", "^_^",
        "^^", "-__-", "-_-", ">.<", ">_<",
    ].map { Array($0.utf8) }

    /// Clitics typed without their apostrophe, split off by `fusedWords` ("i|m"), and the
    /// clitic whose lemma they take.
    static let bareClitics: [(piece: ShortWord, clitic: String)] = [
        ("m", "'m"), ("ve", "'ve"), ("re", "'re"), ("r", "'re"), ("s", "'s"), ("ll", "'ll"), ("d", "'d"),
    ]
}
