/// English lemma conventions of Universal Dependencies that the data tables
/// do not encode (the closed-class roles used as context are `ClosedClassWords`).
enum EnglishLemmaRules {
    /// Forms whose lemma is fixed whatever the context (UD English conventions).
    static let fixedLemmas: [(form: String, lemma: String)] = [
        // Personal pronouns go to the nominative; possessive determiners keep their form
        // and independent possessives go to it ("mine" -> "my"). "her" depends on context.
        ("i", "I"), ("me", "I"), ("my", "my"), ("mine", "my"), ("myself", "myself"),
        ("you", "you"), ("your", "your"), ("yours", "your"), ("yourself", "yourself"), ("yourselves", "yourself"),
        ("he", "he"), ("him", "he"), ("his", "his"), ("himself", "himself"),
        ("she", "she"), ("hers", "her"), ("herself", "herself"),
        ("it", "it"), ("its", "its"), ("itself", "itself"),
        ("we", "we"), ("us", "we"), ("our", "our"), ("ours", "our"), ("ourselves", "ourselves"),
        ("they", "they"), ("them", "they"), ("their", "their"), ("theirs", "their"), ("themselves", "themselves"),
        ("an", "a"), ("these", "this"), ("those", "that"),
        // Clitics split off by the tokenizer.
        ("n't", "not"), ("nt", "not"), ("'m", "be"), ("'re", "be"), ("'ve", "have"), ("'ll", "will"),
        ("wo", "will"), ("ca", "can"), ("sha", "shall"), ("ai", "be"), ("gon", "go"), ("wan", "want"),
        ("na", "to"), ("ta", "to"),
        // Modals keep their form; "more"/"most" are not comparatives of anything.
        ("could", "could"), ("would", "would"), ("might", "might"), ("should", "should"), ("must", "must"),
        ("more", "more"), ("most", "most"), ("less", "less"), ("least", "least"),
        // Lexicalised plurals stay plural.
        ("data", "data"), ("media", "media"), ("news", "news"), ("thanks", "thanks"),
        ("clothes", "clothes"), ("series", "series"), ("species", "species"), ("politics", "politics"),
        ("economics", "economics"), ("physics", "physics"), ("mathematics", "mathematics"), ("goods", "goods"),
        ("glasses", "glasses"), ("headquarters", "headquarters"), ("criteria", "criterion"),
        ("regards", "regards"), ("troops", "troops"), ("belongings", "belongings"), ("pants", "pants"),
        ("trousers", "trousers"), ("scissors", "scissors"), ("surroundings", "surroundings"), ("outskirts", "outskirts"),
        ("was", "be"), ("were", "be"), ("is", "be"), ("am", "be"), ("are", "be"), ("been", "be"), ("being", "be"),
        ("has", "have"), ("had", "have"), ("having", "have"), ("does", "do"), ("did", "do"), ("done", "do"),
        ("people", "people"), ("ones", "one"), ("others", "other"), ("lots", "lot"),
        // Web spellings take the word they stand for; "etc" its dotted form (UD EWT).
        ("u", "you"), ("ur", "your"), ("pls", "please"), ("plz", "please"), ("thx", "thanks"), ("etc", "etc."),
        ("ect", "etc."),
        // Month and weekday abbreviations take the full name, as UD does ("Sept." -> "September");
        // not the ones that are also words ("Sat", "Sun", "Wed", "Mar", "May") or names ("Jan").
        ("jan.", "January"), ("feb", "February"), ("feb.", "February"), ("apr", "April"), ("apr.", "April"),
        ("jun.", "June"), ("jul.", "July"), ("aug", "August"), ("aug.", "August"), ("sep.", "September"),
        ("sept", "September"), ("sept.", "September"), ("oct", "October"), ("oct.", "October"),
        ("nov", "November"), ("nov.", "November"), ("dec", "December"), ("dec.", "December"),
        ("tue", "Tuesday"), ("tues", "Tuesday"), ("thu", "Thursday"), ("thur", "Thursday"), ("thurs", "Thursday"),
        ("fri", "Friday"),
    ]

    /// Punctuation that stands for a word ("R&D", "salt & pepper") and, as in UD, is its own lemma.
    static let punctuationUsedAsWords: Set<UInt8> = [UInt8(ascii: "&"), UInt8(ascii: "+")]

    /// Clock words after a number ("10 AM", "5 pm") by first letter: UD writes their lemma "a.m."/"p.m.".
    static let clockLemmas: [(initial: UInt8, lemma: String)] = [(UInt8(ascii: "a"), "a.m."), (UInt8(ascii: "p"), "p.m.")]

    /// Participles that after "be"/"get"/"feel" describe a state (ADJ in UD and
    /// keep their form) rather than forming a passive.
    static let adjectivalParticiples: Set<String> = [
        "interested", "interesting", "excited", "exciting", "tired", "bored", "boring", "worried", "surprised",
        "surprising", "scared", "pleased", "concerned", "confused", "confusing", "disappointed", "disappointing",
        "satisfied", "amazed", "amazing", "annoyed", "annoying", "frustrated", "frustrating", "impressed",
        "impressive", "married", "embarrassed", "embarrassing", "terrified", "thrilled", "shocked", "shocking",
        "relaxed", "relaxing", "stressed", "exhausted", "delighted", "upset", "determined", "qualified",
        "experienced", "talented", "sophisticated", "complicated", "dedicated", "organized", "crowded",
        "limited", "detailed", "advanced", "armed", "skilled", "related", "unemployed", "retired",
        "outstanding", "charming", "missing", "willing", "loving", "caring", "understanding", "rewarding",
        "promising", "welcoming", "convincing", "overwhelming", "disgusting", "fascinating", "astonishing", "hidden",
    ]
}
