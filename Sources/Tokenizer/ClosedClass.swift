/// A closed word class, as `Corpora/lemma/closed-classes.tsv` names it. Four kinds:
/// the roles of a written form (the lemmatizer's context and the tagger's word-class
/// feature, `WordRole`), the phrase classes of a lemma (which words may anchor a
/// phrase, Collocations' `WordClass`), months, and the written words Collocations'
/// phrase rules look for (`ClosedWordHashes`). `particle` and `article` are both a
/// role and a phrase class.
public enum ClosedClass: String, CaseIterable, Sendable {
    case determiner
    case possessive
    case subjectPronoun = "subject-pronoun"
    case modal
    case infinitiveTo = "infinitive-to"
    case doForm = "do-form"
    case haveForm = "have-form"
    case beForm = "be-form"
    case preposition
    case intensifier
    case negation
    case auxiliaryAdverb = "auxiliary-adverb"
    case cliticHost = "clitic-host"
    case particle
    case function
    case article
    case phraseDeterminer = "phrase-determiner"
    case phrasePronoun = "phrase-pronoun"
    case phraseAuxiliary = "phrase-auxiliary"
    case phrasePreposition = "phrase-preposition"
    case phraseConjunction = "phrase-conjunction"
    case month
    /// Words that can open the object between a verb and its particle ("look it up", "turn the light off").
    case objectStart = "object-start"
    /// Pronouns that are a whole object on their own ("look it up", not "look it all up").
    case objectPronoun = "object-pronoun"
    /// What "one's" stands for in a phrase, and "one's" ("make up one's mind" -> "made up her mind").
    case possessiveSlot = "possessive-slot"
    case coordinator
    /// Determiners that quantify a noun ("every year", "this evening").
    case quantifyingDeterminer = "quantifying-determiner"
    /// Question words the phrase classes leave out ("what", "which", "who" are determiners and pronouns).
    case interrogative

    /// The bit of this class in a `ClosedClassWords` mask.
    var bit: UInt32 { 1 << UInt32(Self.allCases.firstIndex(of: self)!) }

    /// The lemmatizer's role this class is, if it is one.
    var role: WordRole? {
        switch self {
        case .determiner: .determiner
        case .possessive: .possessive
        case .subjectPronoun: .subjectPronoun
        case .modal: .modal
        case .infinitiveTo: .infinitiveTo
        case .doForm: .doForm
        case .haveForm: .haveForm
        case .beForm: .beForm
        case .preposition: .preposition
        case .intensifier: .intensifier
        case .negation: .negation
        case .auxiliaryAdverb: .auxiliaryAdverb
        case .cliticHost: .cliticHost
        case .particle: .particle
        case .function: .function
        case .article: .article
        case .phraseDeterminer, .phrasePronoun, .phraseAuxiliary, .phrasePreposition, .phraseConjunction, .month,
             .objectStart, .objectPronoun, .possessiveSlot, .coordinator, .quantifyingDeterminer, .interrogative: nil
        }
    }
}
