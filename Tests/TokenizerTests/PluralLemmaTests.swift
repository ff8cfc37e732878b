@testable import Tokenizer
import Testing

/// Issue 26: a plural takes its singular as UD lemmatizes it ("The leaves are falling" gave *leave*), and the tag
/// decides what the lexicon cannot: an "-ing" or "-ed" form read as a noun or adjective keeps its form, a number
/// read as a noun is a word, a capitalised comparative read as an adjective is that adjective.
@Suite("Lemmatizer: plurals and tag-kept forms (issue 26)")
struct PluralLemmaTests {
    /// A plural of two nouns takes the one SemCor tags most often for it (`lemma_forms.py`); the verb keeps its own.
    @Test("a plural of two nouns takes the more frequent noun", arguments: [
        ("The leaves are falling.", "leaves", "leaf"), ("She leaves at noon.", "leaves", "leave"),
        ("Plot the two axes of the graph.", "axes", "axis"), ("Taxes rose again.", "Taxes", "tax"),
        ("Their lives changed.", "lives", "life"), ("The wolves howled.", "wolves", "wolf"),
    ])
    func pluralOfTwoNouns(sentence: String, word: String, lemma: String) throws {
        #expect(try Fixture.lemma(of: word, in: sentence) == lemma)
    }

    /// A noun the lexicon does not know, or knows only as a frequent word, drops its plural "s" when the tagger
    /// reads it as a noun; singulars in "ss", "us", "is" and "-ies" plurals keep their form, and so do file names.
    @Test("an unknown plural noun drops its s", arguments: [
        ("We ate empanadas and morcillas.", "empanadas", "empanada"), ("We ate empanadas and morcillas.", "morcillas", "morcilla"),
        ("I listen to audiobooks.", "audiobooks", "audiobook"), ("The lineatus is a fish.", "lineatus", "lineatus"),
        ("Open budget.xls now.", "budget.xls", "budget.xls"),
    ])
    func unknownPlural(sentence: String, word: String, lemma: String) throws {
        #expect(try Fixture.lemma(of: word, in: sentence) == lemma)
    }

    /// An unknown word the tagger reads as a noun or verb inflects as the known word it ends in, if that one is
    /// inflected and five letters or more; an ending the lexicon knows uninflected, or none, leaves the form, and
    /// so does "un" before a participle (an adjective).
    @Test("an unknown compound or prefixed word inflects as its last word", arguments: [
        ("The hoverflies landed.", "hoverflies", "hoverfly"), ("They study neurotechnologies.", "neurotechnologies", "neurotechnology"),
        ("They rechristened the ship.", "rechristened", "rechristen"), ("He photobombed the picture.", "photobombed", "photobomb"),
        ("He livestreamed the match.", "livestreamed", "livestream"), ("They bought bitcoins.", "bitcoins", "bitcoin"),
        ("We saw two superstars.", "superstars", "superstar"), ("They reacceded.", "reacceded", "reaccede"),
        ("We saw creepy crawlies.", "crawlies", "crawlies"), ("They lived unvexed by doubt.", "unvexed", "unvexed"),
    ])
    func unknownCompound(sentence: String, word: String, lemma: String) throws {
        #expect(try Fixture.lemma(of: word, in: sentence) == lemma)
    }

    /// English adds "-es" only after "s", "x", "z", "ch", "sh" or "o"; a word the lexicon reads as another plus
    /// "-es" otherwise is a name the lexicon's suffix rules misread, and a capitalised one stays a name.
    @Test("a name in -es is no plural or verb form of a shorter word", arguments: [
        ("James said hello.", "James", "James"), ("Torres scored twice.", "Torres", "Torres"),
        ("Dolores smiled.", "Dolores", "Dolores"), ("Barnes left early.", "Barnes", "Barnes"),
        ("The gases rose.", "gases", "gas"), ("He fixes cars.", "fixes", "fix"), ("She goes home.", "goes", "go"),
        ("The potatoes boiled.", "potatoes", "potato"), ("The churches closed.", "churches", "church"),
        ("Two buses came.", "buses", "bus"), ("The crises passed.", "crises", "crisis"),
    ])
    func nameInES(sentence: String, word: String, lemma: String) throws {
        #expect(try Fixture.lemma(of: word, in: sentence) == lemma)
    }

    @Test("an inflected marker's lemma bytes are the stem and its ending")
    func inflectedBytes() throws {
        let tokenized = try Fixture.tokenize("The hoverflies landed.")
        let token = try #require(tokenized.tokens.first { tokenized.text(of: $0) == "hoverflies" })
        #expect(token.lemma == .inflected(dropping: 3, adding: .y))
        #expect(!token.lemma.isLexiconEntry && token.lemma.isSpelledByToken)
        #expect(Fixture.lemmatizer.withLemmaBytes(of: token, in: tokenized) { String(decoding: $0, as: UTF8.self) } == "hoverfly")
        #expect(Fixture.lemmatizer.lemmaString(of: token, in: tokenized) == "hoverfly")
    }

    /// Every (bytes dropped, ending) is its own marker, none of them a lexicon entry or another marker.
    @Test("inflected markers are distinct")
    func inflectedMarkersAreDistinct() {
        let markers = (1...LemmaID.maxDropped).flatMap { dropped in LemmaID.Ending.allCases.map { LemmaID.inflected(dropping: dropped, adding: $0) } }
        #expect(Set(markers).count == LemmaID.maxDropped * LemmaID.Ending.allCases.count)
        #expect(markers.allSatisfy { !$0.isLexiconEntry && $0.isSpelledByToken })
        #expect(!markers.contains(.none) && !markers.contains(.surface) && !markers.contains(.lowercasedSurface))
        #expect(markers.first == .lowercasedSingular)
    }

    @Test("the marker's lemma bytes are the lower-cased form without its s")
    func singularBytes() throws {
        let tokenized = try Fixture.tokenize("They sell empanadas.")
        let token = try #require(tokenized.tokens.first { tokenized.text(of: $0) == "empanadas" })
        #expect(token.lemma == .lowercasedSingular)
        #expect(!token.lemma.isLexiconEntry)
        #expect(Fixture.lemmatizer.withLemmaBytes(of: token, in: tokenized) { String(decoding: $0, as: UTF8.self) } == "empanada")
    }

    /// A capitalised plural the tagger reads as a common noun takes the singular; a name in "s" whose singular
    /// nobody uses stays the name ("Wales" is no plural of "wale"), and so does one that is no plural of the noun
    /// by English spelling, whatever the lexicon's suffix rules made of it ("Mendes" is not *mend*'s).
    @Test("a capitalised plural read as a common noun takes the singular", arguments: [
        ("Thank you for the Deferred Phantom Stock Units.", "Units", "unit"),
        ("Please read the Special Provisions today.", "Provisions", "provision"),
        ("He lives in Wales.", "Wales", "Wales"), ("The Marines moved in.", "Marines", "marine"),
        ("It was the recapture of director Sam Mendes that gave it life.", "Mendes", "Mendes"),
        ("Bolivia, whose President, Evo Morales, is a former coca grower.", "Morales", "Morales"),
        ("The Wolves won.", "Wolves", "wolf"), ("The Jews and Catholics met on Sundays.", "Sundays", "sunday"),
    ])
    func capitalizedPlural(sentence: String, word: String, lemma: String) throws {
        #expect(try Fixture.lemma(of: word, in: sentence) == lemma)
    }

    /// UD keeps the form of an "-ing" or "-ed" word the tagger reads as a noun or adjective even when the lexicon
    /// knows it only as a verb form; read as a verb it takes the verb.
    @Test("a participle read as a noun or adjective keeps its form", arguments: [
        ("We finished the recruiting.", "recruiting", "recruiting"), ("Open the updated file.", "updated", "updated"),
        ("The timing was perfect.", "timing", "timing"), ("They are recruiting nurses.", "recruiting", "recruit"),
        ("We updated the file.", "updated", "update"),
    ])
    func participleKeptByTag(sentence: String, word: String, lemma: String) throws {
        #expect(try Fixture.lemma(of: word, in: sentence) == lemma)
    }

    /// A word between punctuation ('"two-timing"') still has its sentence around it for the tagger.
    @Test("the tag decides for a word between punctuation")
    func wordBetweenPunctuation() throws {
        #expect(try Fixture.lemma(of: "timing", in: "You have no interest in \"two-timing\" at all.") == "timing")
    }

    /// An ordinal or a decade the tagger reads as a noun is a word whose lemma is itself (UD); a number is not.
    @Test("a number read as a noun is its own lemma", arguments: [
        ("It happened on the 4th of May.", "4th", "4th"), ("Music of the 1990s was loud.", "1990s", "1990s"),
        ("I have 3 cats.", "3", nil),
    ] as [(String, String, String?)])
    func numberAsNoun(sentence: String, word: String, lemma: String?) throws {
        #expect(try Fixture.lemma(of: word, in: sentence) == lemma)
    }

    /// A capitalised comparative or superlative read as an adjective is no name ("Greater Boston" is UD's *great*);
    /// an adjective that is its own lemma keeps its capital ("British").
    @Test("a capitalised comparative read as an adjective takes the adjective", arguments: [
        ("We drove to Greater Boston.", "Greater", "great"), ("Try the Best Pizzas in town.", "Best", "good"),
        ("She is a British citizen.", "British", "British"),
    ])
    func capitalizedComparative(sentence: String, word: String, lemma: String) throws {
        #expect(try Fixture.lemma(of: word, in: sentence) == lemma)
    }
}
