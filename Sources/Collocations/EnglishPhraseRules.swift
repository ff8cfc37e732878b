import Tokenizer

/// English knowledge that WordNet's multi-word lemmas lack, kept as data:
/// frequent fixed expressions and light-verb constructions (the closed word
/// classes are the lexicon's `ClosedClassWords`, read through `WordClassTable`).
public enum EnglishPhraseRules {
    /// Frequent fixed expressions (grammatical MWEs) missing from WordNet.
    static let fixedExpressions = [
        "in spite of", "as well as", "each other", "one another", "instead of", "due to", "because of",
        "according to", "in front of", "in order to", "rather than", "as soon as", "as long as", "as far as",
        "in terms of", "thanks to", "on top of", "a number of", "no matter", "even though", "as if", "in case", "at first", "at last", "at all", "kind of",
        "sort of", "more than", "less than", "at the same time", "all the time", "right now", "so far",
        "next to", "close to", "in addition", "on time", "in time", "for sure", "for example", "for instance",
        "by the way", "no way", "at once", "in general", "in particular", "on the other hand", "all in all",
        "after all", "above all", "first of all", "a little bit", "once again", "over and over", "as usual",
        "no longer", "up to date", "out of order", "out of stock", "out of date", "in stock", "on sale",
        "in charge of", "on board", "by far", "at the end of the day", "in the end", "at the moment",
        "in a hurry", "on purpose", "by accident", "in advance", "in person", "on the way", "for good",
        "at a loss", "as a result", "in the long run", "in a row", "to be honest", "at least", "of course",
        "in fact", "right away", "from now on", "over the top",
        "worth it", "hands down", "by hand", "in touch", "ahead of time", "last minute", "so-called",
        "by mistake", "go out of one's way", "change one's mind", "on one's own", "keep one's word",
        "make up one's mind", "at the last minute", "in the middle of nowhere", "on the spot",
        "been to",
    ]

    /// Prepositions of two function words, one unit wherever they stand ("walked out of the room";
    /// STREUSLE train marks all 21 "out of" outside a longer expression as one), so kept although phrases
    /// of function words alone are left out. ("along with" would take "along" from "gets along with".)
    static let compoundPrepositions = ["out of"]

    /// Nouns that hedge with "of" ("kind of slow", "sort of apologized"); after a word that opens or
    /// modifies a noun phrase they are the noun ("this kind of food", "what kind of rude", "a special
    /// kind of paper").
    static let hedgeNouns = ["kind", "sort"]

    /// Verbs that take a fixed preposition or particle + preposition
    /// ("deal with", "put up with"), matched as written (no gap).
    static let prepositionalVerbs = [
        "deal with", "rely on", "depend on", "count on", "look after", "look for", "run out of", "put up with",
        "make up for", "look forward to", "come up with", "get along with", "catch up with", "keep up with",
        "get back to", "cut down on", "go through", "get over", "come across", "run into", "look into",
        "take after", "stick to", "get through", "turn into", "end up with", "look down on", "look up to",
        "go along with", "get away with", "break up with", "check in", "check out", "sign up for",
    ]

    /// Quantity nouns that work as a determiner or a degree adverb with "a" ("a couple
    /// (of) days", "a bit expensive"); the "of" after them belongs to the noun phrase,
    /// so WordNet's "a couple of" is left out.
    static let quantifiers = ["a lot", "a bit", "a few", "a little", "a couple", "a bunch", "a ton", "a tad", "a handful"]

    /// Light-verb constructions: a verb that lends its grammar to a noun. A
    /// gap of up to three modifier words may follow the verb ("made a very
    /// difficult decision"), and the article of the entry is optional.
    static let lightVerbConstructions = [
        "make a decision", "make a mistake", "make an effort", "make a difference", "make a choice",
        "make a call", "make a reservation", "make an appointment", "make sense", "make progress",
        "make friends", "make money", "make fun of", "make a point", "make a suggestion", "make a complaint",
        "make a change", "make a deal", "make a mess", "make a move", "make noise", "make an offer",
        "make a living", "make a plan", "make an attempt", "make a comment", "make a promise",
        "make an impression", "make a payment", "make a purchase", "make a recommendation", "make a request",
        "make a trip", "make a visit", "make sure", "make use of", "make room for", "make a profit",
        "take a look", "take care of", "take care", "take a break", "take a picture", "take a photo",
        "take place", "take time", "take a seat", "take a chance", "take advantage of", "take part in",
        "take a walk", "take a shower", "take note of", "take a nap", "take a trip", "take a risk",
        "take a step", "take a turn", "take a bite", "take a breath", "take notice of", "take action",
        "take responsibility for", "take the time", "take a while", "take forever", "take one's time",
        "pay attention", "pay a visit", "pay a compliment", "pay tribute to",
        "give a try", "give a chance", "give a call", "give advice", "give a hand", "give a hug",
        "give a shot", "give a ride", "give a speech", "give an example", "give a discount", "give a refund",
        "give a warning", "give birth to", "give way to",
        "have a look", "have fun", "have a try", "have a chance", "have a seat", "have a talk",
        "have a conversation", "have a drink", "have lunch", "have dinner", "have breakfast", "have a party",
        "have a rest", "have a nap", "have a shower", "have a problem with", "have trouble", "have a good time",
        "have a great time", "have a blast", "have no idea",
        "do a favor", "do a favour", "do business", "do homework", "do the laundry", "do the dishes",
        "do research", "do damage", "do harm", "do one's best", "do a good job", "do a great job",
        "get a chance", "get rid of", "get hold of", "get in touch", "get a grip",
        "keep track of", "keep in touch", "keep an eye on", "keep a promise", "keep in mind",
        "catch a cold", "catch sight of", "catch one's breath",
        "raise a question", "raise a concern", "ask a question", "run a risk", "run errands",
        "set an example", "tell the truth", "tell a lie", "draw attention to", "draw a conclusion",
        "place an order", "lose weight", "gain weight", "lose track of", "lose touch", "break the ice",
        "waste time", "waste of time", "spend time", "save time", "save money",
    ]

    /// WordNet multi-word lemmas that are compositional in everyday text and
    /// so would expand ordinary words ("go to the store", "a good time").
    static let excludedLexiconEntries: Set<String> = [
        "go to", "get to", "come to", "be on", "have on", "have in", "good time", "long time", "first time",
        "last time", "next day", "very good", "very well", "in that", "one time", "each one", "some other",
        "old man", "young man", "little girl", "nice guy", "cold water", "be at", "have it", "do it",
    ]

    /// Semi-modals: the forms before "to" and the canonical phrase ("had to leave" -> "have to").
    static let semiModals: [(forms: [String], phrase: String)] = [
        (["going"], "going to"), (["have", "has", "had", "having"], "have to"), (["ought"], "ought to"),
    ]
    /// Prefixes a writer may set apart from their participle ("over priced" for "overpriced").
    static let splitPrefixes = ["over", "under"]
    /// Lower-case words that may link the capitalised words of one name ("Bank of America", "Just for Fun Fabrics").
    static let nameLinks = ["of", "for"]
    /// Prepositions that make a state idiom with a bare singular noun ("out of business", "out of town").
    static let stateIdiomPrepositions = ["out of"]
    /// One-word prepositions that make one with a bare singular noun ending its phrase ("on time",
    /// "in town", "at home"; not "in good shape", where the noun phrase goes on).
    static let barePrepositions = ["on", "in", "at"]

    /// Units of an age written before "old" ("a 5 year old boy").
    static let ageUnits = ["year", "month", "week", "day"]

    /// Verbs of plain motion and the particles that only say which way: WordNet's "come in",
    /// "walk in", "run away" are read word by word in everyday text (STREUSLE leaves them
    /// unmarked), unlike "move in", "drop in" or "step in", whose verbs are not listed.
    static let motionVerbs = ["come", "go", "walk", "run", "drive", "ride", "fly", "rush", "crawl"]
    static let directionParticles = ["in", "away"]
}
