/// Closed-class roles of a word form, the cheap context the lemmatizer uses
/// to tell "the saw" from "I saw".
struct WordRole: OptionSet, Sendable {
    let rawValue: UInt16

    static let determiner = WordRole(rawValue: 1 << 0)
    static let possessive = WordRole(rawValue: 1 << 1)
    static let subjectPronoun = WordRole(rawValue: 1 << 2)
    static let modal = WordRole(rawValue: 1 << 3)
    static let infinitiveTo = WordRole(rawValue: 1 << 4)
    static let doForm = WordRole(rawValue: 1 << 5)
    static let haveForm = WordRole(rawValue: 1 << 6)
    static let beForm = WordRole(rawValue: 1 << 7)
    static let preposition = WordRole(rawValue: 1 << 8)
    static let intensifier = WordRole(rawValue: 1 << 9)
    static let negation = WordRole(rawValue: 1 << 10)
    /// Adverbs that sit between an auxiliary and its verb ("had never seen").
    static let auxiliaryAdverb = WordRole(rawValue: 1 << 11)
    /// Words after which "'s" is "is"/"has" rather than a possessive.
    static let cliticHost = WordRole(rawValue: 1 << 12)
    /// Verb particles and prepositions that follow verbs ("turned out").
    static let particle = WordRole(rawValue: 1 << 13)
    /// Conjunctions, interjections and other frequent non-content words.
    static let function = WordRole(rawValue: 1 << 14)
    static let article = WordRole(rawValue: 1 << 15)
}
