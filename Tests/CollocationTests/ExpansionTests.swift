import Collocations
import Testing
import Tokenizer

/// What a tap selects, case by case. Each row: sentence, the tapped word
/// (first occurrence), the expected selection as written, and its source.
struct ExpansionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let sentence: String
        let tap: String
        let expected: String
        let source: ExpansionSource
        var testDescription: String { "\(tap) in \"\(sentence)\"" }
    }

    static func expand(_ sentence: String, tap: String, saved: SavedPhrases? = nil) throws -> (Expansion, TokenizedText) {
        let text = try CollocationFixture.lemmatized(sentence)
        let offset = try #require(sentence.utf8.firstRange(of: tap.utf8)).lowerBound
        let at = sentence.utf8.distance(from: sentence.utf8.startIndex, to: offset)
        return (try CollocationFixture.expander.expand(text, at: at, saved: saved), text)
    }

    @Test(arguments: [
        // Light-verb constructions, also with modifiers in between.
        Case(sentence: "We need to make a decision soon.", tap: "decision", expected: "make a decision", source: .lexicon),
        Case(sentence: "She made a very difficult decision.", tap: "made", expected: "made a very difficult decision", source: .lexicon),
        Case(sentence: "Let's take a look at the menu.", tap: "look", expected: "take a look", source: .lexicon),
        Case(sentence: "Take a quick look at the photos.", tap: "Take", expected: "Take a quick look", source: .lexicon),
        Case(sentence: "Please pay attention to the details.", tap: "attention", expected: "pay attention", source: .lexicon),
        Case(sentence: "Nobody paid close attention.", tap: "paid", expected: "paid close attention", source: .lexicon),
        // Phrasal verbs, inflected, with and without an object in between.
        Case(sentence: "I finally gave up smoking.", tap: "gave", expected: "gave up", source: .lexicon),
        Case(sentence: "He gave it up last year.", tap: "up", expected: "gave it up", source: .lexicon),
        Case(sentence: "If you don't know the word, look it up.", tap: "look", expected: "look it up", source: .lexicon),
        Case(sentence: "Can you turn the light off?", tap: "turn", expected: "turn the light off", source: .lexicon),
        Case(sentence: "Can you turn off the light?", tap: "off", expected: "turn off", source: .lexicon),
        Case(sentence: "We picked my sister up at noon.", tap: "picked", expected: "picked my sister up", source: .lexicon),
        // Fixed phrases.
        Case(sentence: "She smiled in spite of the pain.", tap: "spite", expected: "in spite of", source: .lexicon),
        Case(sentence: "She smiled in spite of the pain.", tap: "of", expected: "in spite of", source: .lexicon),
        Case(sentence: "I was completely at a loss for words.", tap: "loss", expected: "at a loss", source: .lexicon),
        Case(sentence: "He plays guitar as well as piano.", tap: "well", expected: "as well as", source: .lexicon),
        Case(sentence: "The meeting took place in May.", tap: "place", expected: "took place", source: .lexicon),
        Case(sentence: "They made up their minds quickly.", tap: "minds", expected: "made up their minds", source: .lexicon),
        // Compounds.
        Case(sentence: "We had ice cream after dinner.", tap: "cream", expected: "ice cream", source: .lexicon),
        Case(sentence: "We had ice-cream after dinner.", tap: "ice", expected: "ice-cream", source: .lexicon),
        Case(sentence: "I paid with my credit card.", tap: "card", expected: "credit card", source: .lexicon),
        // Multi-word names, but not title-case lines or sentence starts.
        Case(sentence: "I bought it at Home Depot last week.", tap: "Depot", expected: "Home Depot", source: .lexicon),
        Case(sentence: "We went to The Olive Garden on Sunday.", tap: "Olive", expected: "Olive Garden", source: .lexicon),
        Case(sentence: "We went to The Olive Garden on Sunday.", tap: "The", expected: "The", source: .word),
        Case(sentence: "Best Pizza In Town Hands Down", tap: "Pizza", expected: "Pizza", source: .word),
        Case(sentence: "Great service and fair prices.", tap: "Great", expected: "Great", source: .word),
        Case(sentence: "We had lunch at Britt's Pizza downtown.", tap: "Pizza", expected: "Britt's Pizza", source: .lexicon),
        Case(sentence: "Great Service!", tap: "Service", expected: "Service", source: .word),
        Case(sentence: "Lovely Cottage in the Hills", tap: "Cottage", expected: "Cottage", source: .word),
        // WordNet entries a learner reads word by word: "the city", a degree adverb grading an adverb.
        Case(sentence: "We drove into the city at noon.", tap: "city", expected: "city", source: .word),
        Case(sentence: "Thank you very much for the help.", tap: "much", expected: "much", source: .word),
        Case(sentence: "We stayed at the Seaview for a week.", tap: "stayed", expected: "stayed", source: .word),
        // Plain motion + a direction particle is literal (issue 15); other verbs keep their phrasal entry.
        Case(sentence: "We came in and sat down.", tap: "came", expected: "came", source: .word),
        Case(sentence: "The dog ran away from home.", tap: "away", expected: "away", source: .word),
        Case(sentence: "My sister moved in last May.", tap: "moved", expected: "moved in", source: .lexicon),
        // Plain words stay words, and function words drag in nothing.
        Case(sentence: "The blue car stopped.", tap: "car", expected: "car", source: .word),
        Case(sentence: "The blue car stopped.", tap: "The", expected: "The", source: .word),
        Case(sentence: "I went to the store yesterday.", tap: "to", expected: "to", source: .word),
        Case(sentence: "I went to the store yesterday.", tap: "store", expected: "store", source: .word),
        Case(sentence: "The pasta was delicious and cheap.", tap: "delicious", expected: "delicious", source: .word),
        Case(sentence: "Our waiter was friendly.", tap: "waiter", expected: "waiter", source: .word),
        // A gap object may not be a prepositional phrase.
        Case(sentence: "He ran to the shop down the road.", tap: "ran", expected: "ran", source: .word),
    ])
    func expansion(_ example: Case) throws {
        let (expansion, text) = try ExpansionTests.expand(example.sentence, tap: example.tap)
        #expect(expansion.text(in: text) == example.expected)
        #expect(expansion.source == example.source)
    }

    /// Error classes of issue 15 (STREUSLE dev): constructions no lexicon lists, and lexicon
    /// readings the words around them rule out.
    @Test(arguments: [
        // A hyphenated word is one word, also when the hyphen is tapped.
        Case(sentence: "The week-long trip was fun.", tap: "long", expected: "week-long", source: .lexicon),
        Case(sentence: "The week-long trip was fun.", tap: "-", expected: "week-long", source: .lexicon),
        // Semi-modals before a verb, not before a noun phrase.
        Case(sentence: "We are going to buy a new car.", tap: "going", expected: "going to", source: .lexicon),
        Case(sentence: "She had to leave early.", tap: "to", expected: "had to", source: .lexicon),
        Case(sentence: "She had to the count of ten.", tap: "had", expected: "had", source: .word),
        // A prefix written apart, an age, a state idiom.
        Case(sentence: "The steak was over cooked.", tap: "cooked", expected: "over cooked", source: .lexicon),
        Case(sentence: "My 7 year old son loves it.", tap: "old", expected: "year old", source: .lexicon),
        Case(sentence: "The old shop went out of business.", tap: "of", expected: "out of business", source: .lexicon),
        Case(sentence: "He stepped out of the room.", tap: "of", expected: "out of", source: .lexicon),
        // A one-word preposition and a bare noun ending its phrase; not a verb's particle, nor before more noun phrase.
        Case(sentence: "The train was on schedule.", tap: "schedule", expected: "on schedule", source: .lexicon),
        Case(sentence: "Is he still in town?", tap: "in", expected: "in town", source: .lexicon),
        Case(sentence: "They were in good shape.", tap: "in", expected: "in", source: .word),
        Case(sentence: "Staff let us check in early.", tap: "early", expected: "early", source: .word),
        Case(sentence: "Read the note on how to apply.", tap: "how", expected: "how", source: .word),
        // Compounds written as two words: joined or hyphenated, they are one lexicon word.
        Case(sentence: "We have a new born son.", tap: "born", expected: "new born", source: .lexicon),
        Case(sentence: "The service was top notch.", tap: "top", expected: "top notch", source: .lexicon),
        Case(sentence: "I love long week ends.", tap: "ends", expected: "week ends", source: .lexicon),
        Case(sentence: "We stayed a week longer.", tap: "week", expected: "week", source: .word),
        Case(sentence: "We waited for a long time.", tap: "long", expected: "long", source: .word),
        // Quantity nouns leave their "of" to the noun phrase.
        Case(sentence: "We waited a couple of minutes.", tap: "couple", expected: "a couple", source: .lexicon),
        Case(sentence: "We waited a couple of minutes.", tap: "of", expected: "of", source: .word),
        // "The" of an idiom goes with it.
        Case(sentence: "Please tell the truth.", tap: "the", expected: "tell the truth", source: .lexicon),
        // Names: holding a lexicon phrase, linked by "of"; common words in capitals are not one.
        Case(sentence: "We live on San Mateo Avenue now.", tap: "San", expected: "San Mateo Avenue", source: .lexicon),
        Case(sentence: "We banked with Bank of America for years.", tap: "of", expected: "Bank of America", source: .lexicon),
        Case(sentence: "They did an AMAZING JOB with it.", tap: "AMAZING", expected: "AMAZING", source: .word),
        Case(sentence: "Ask for Maria at the desk.", tap: "Maria", expected: "Maria", source: .word),
        // A one-word name's possessive is a business ("went to Alan's"); a longer name keeps its own end;
        // a quantifier opens no name.
        Case(sentence: "We went to Japaneiro's again.", tap: "Japaneiro", expected: "Japaneiro's", source: .lexicon),
        Case(sentence: "I loved Dr. Cooper's office.", tap: "Cooper", expected: "Dr. Cooper", source: .lexicon),
        Case(sentence: "Both Tina and Vicky are great.", tap: "Tina", expected: "Tina", source: .word),
        // Readings ruled out: a superlative for WordNet's "good deal", a noun before a particle,
        // a particle before another object, an intransitive adverb before a noun phrase.
        Case(sentence: "They had the best deal in the area.", tap: "deal", expected: "deal", source: .word),
        Case(sentence: "The work on the roof took a week.", tap: "work", expected: "work", source: .word),
        Case(sentence: "I tried the shoes on myself.", tap: "tried", expected: "tried", source: .word),
        Case(sentence: "Try to keep your dog in shape.", tap: "keep", expected: "keep", source: .word),
        Case(sentence: "Please keep the dog in tonight.", tap: "keep", expected: "keep the dog in", source: .lexicon),
        Case(sentence: "The cat slept right on the keyboard.", tap: "right", expected: "right", source: .word),
        // A comparative or superlative goes with the noun after it, and makes the word after it a noun.
        Case(sentence: "This place has the best sushi in town.", tap: "has", expected: "has", source: .word),
        Case(sentence: "They sell the cheapest drinks in Boston.", tap: "drinks", expected: "drinks", source: .word),
        // A name ends past its last word at a small number (also tapped on the number), an ordinal or
        // an abbreviation's period; not at a count, a year or a day of a month.
        Case(sentence: "We saw it at Cinema 21 last night.", tap: "Cinema", expected: "Cinema 21", source: .lexicon),
        Case(sentence: "We drove along Route 66 for days.", tap: "66", expected: "Route 66", source: .lexicon),
        Case(sentence: "I gave Tom 5 stars.", tap: "Tom", expected: "Tom", source: .word),
        Case(sentence: "They moved to Ohio in 2010.", tap: "Ohio", expected: "Ohio", source: .word),
        Case(sentence: "The fair opens on May 5 every year.", tap: "May", expected: "May", source: .word),
        Case(sentence: "Our shop on Grant Sts. is open.", tap: "Grant", expected: "Grant Sts.", source: .lexicon),
        // A number other than 1 and a singular noun before another noun are one modifier.
        Case(sentence: "We stayed at a 5 star hotel.", tap: "star", expected: "5 star", source: .lexicon),
        Case(sentence: "We stayed at a 5 star hotel.", tap: "5", expected: "5 star", source: .lexicon),
        Case(sentence: "They rent a 3 bedroom house.", tap: "bedroom", expected: "3 bedroom", source: .lexicon),
        Case(sentence: "The 1 bedroom flat was small.", tap: "bedroom", expected: "bedroom", source: .word),
        Case(sentence: "They offer 100 other services.", tap: "other", expected: "other", source: .word),
        // A particle that closes up with the next word is that word's ("online"), not the verb's.
        Case(sentence: "I went on line to pay the bill.", tap: "on", expected: "on line", source: .lexicon),
        Case(sentence: "I went on line to pay the bill.", tap: "went", expected: "went", source: .word),
        Case(sentence: "He went on to win the race.", tap: "went", expected: "went on", source: .lexicon),
        Case(sentence: "The beef was all over cooked.", tap: "over", expected: "over cooked", source: .lexicon),
        Case(sentence: "We hung out doing nothing.", tap: "hung", expected: "hung out", source: .lexicon),
        // A sentence's capitalised adjective and one more capitalised word are a title-case heading.
        Case(sentence: "Great Service and fair prices.", tap: "Service", expected: "Service", source: .word),
        Case(sentence: "Friendly Staff, clean rooms.", tap: "Friendly", expected: "Friendly", source: .word),
        Case(sentence: "Green Street Dental fixed my tooth.", tap: "Street", expected: "Green Street Dental", source: .lexicon),
        // WordNet's two-word "and then", "every year": read word by word.
        Case(sentence: "He paid and then left.", tap: "then", expected: "then", source: .word),
        Case(sentence: "We go there every year.", tap: "every", expected: "every", source: .word),
    ])
    func issue15Classes(_ example: Case) throws {
        try expansion(example)
    }

    /// A compound written apart has the lexicon word as its lemma, so capture and `show` find its senses.
    @Test(arguments: [("We have a new born son.", "born", "newborn"), ("The service was top notch.", "notch", "topnotch"),
                      ("I love long week ends.", "week", "weekend")])
    func splitCompoundLemmaIsTheLexiconWord(_ sentence: String, tap: String, lemma: String) throws {
        let (expansion, _) = try ExpansionTests.expand(sentence, tap: tap)
        #expect(expansion.lemma == lemma)
    }

    @Test func phraseLemmaIsCanonical() throws {
        let (gaveUp, _) = try ExpansionTests.expand("He gave it up last year.", tap: "gave")
        #expect(gaveUp.lemma == "give up")
        #expect(gaveUp.score == 1)
        let (decision, _) = try ExpansionTests.expand("She made a very difficult decision.", tap: "decision")
        #expect(decision.lemma == "make a decision")
        let (word, _) = try ExpansionTests.expand("The cars stopped.", tap: "cars")
        #expect(word.lemma == "car")
        #expect(word.score == 0)
    }

    /// The shipped model knows "chief mate" and "dining parlour" (NPMI >= 0.7, not in
    /// WordNet), "uncle and aunt" (0.77, a binomial) and "young man" (0.63).
    @Test(arguments: [
        ("He spoke to the chief mate.", "mate", "chief mate", ExpansionSource.statistics),
        ("They dined in the dining parlour.", "parlour", "dining parlour", .statistics),
        ("She visited her uncle and aunt.", "uncle", "uncle", .word),
        ("A young man answered the phone.", "man", "man", .word),
    ])
    func statisticsAboveTheThresholdOnly(_ sentence: String, tap: String, expected: String, source: ExpansionSource) throws {
        let (expansion, text) = try ExpansionTests.expand(sentence, tap: tap)
        #expect(expansion.text(in: text) == expected)
        #expect(expansion.source == source)
    }

    @Test func savedPhrasesComeFirst() throws {
        let saved = SavedPhrases([["blue", "car"], ["Burger", "King"], ["out", "of"]], classes: CollocationFixture.phraseLexicon.classes)
        let (car, text) = try ExpansionTests.expand("The blue cars stopped.", tap: "cars", saved: saved)
        #expect(car.text(in: text) == "blue cars")
        #expect(car.source == .saved)
        #expect(car.lemma == "blue car")
        let (king, kingText) = try ExpansionTests.expand("We ate at Burger King again.", tap: "King", saved: saved)
        #expect(king.text(in: kingText) == "Burger King")
        #expect(king.source == .saved)
        let (outOf, outOfText) = try ExpansionTests.expand("We ran out of milk.", tap: "of", saved: saved)
        #expect(outOf.text(in: outOfText) == "out of")
        #expect(outOf.source == .saved)
        let (loss, lossText) = try ExpansionTests.expand("I was at a loss.", tap: "loss", saved: saved)
        #expect(loss.text(in: lossText) == "at a loss")
        #expect(loss.source == .lexicon)
    }

    /// "Hi, you 42!" is 11 bytes: a space at 3, a number at 8.
    @Test(arguments: [(-1, ExpansionError.outOfRange(offset: -1, length: 11)),
                      (11, .outOfRange(offset: 11, length: 11)),
                      (3, .notOnWord(offset: 3)),
                      (8, .notOnWord(offset: 8))])
    func tapsOffWordsAreErrors(_ offset: Int, expected: ExpansionError) throws {
        let text = try CollocationFixture.lemmatized("Hi, you 42!")
        #expect(throws: expected) { try CollocationFixture.expander.expand(text, at: offset) }
    }

    /// A number that counts ("Tom 5 stars", "5 nights") or dates ("May 5") is no name's or modifier's: a
    /// tap on it selects nothing.
    @Test(arguments: ["I gave Tom 5 stars.", "The fair opens on May 5 every year.", "We stayed 5 nights."])
    func tapsOnNumbersOutsideNamesAreErrors(_ sentence: String) throws {
        let text = try CollocationFixture.lemmatized(sentence)
        let offset = sentence.utf8.firstIndex(of: UInt8(ascii: "5")).map { sentence.utf8.distance(from: sentence.utf8.startIndex, to: $0) } ?? -1
        #expect(throws: ExpansionError.notOnWord(offset: offset)) { try CollocationFixture.expander.expand(text, at: offset) }
    }
}
