import Collocations
import Testing

/// Issue 26: taps that respect grammar, one table per error class learned and checked on STREUSLE
/// train (`scripts/tap_train.py`). Each row: sentence, tapped word (first occurrence), expected
/// selection as written, its source.
struct TapGrammarTests {
    private func check(_ example: ExpansionTests.Case) throws {
        let (expansion, text) = try ExpansionTests.expand(example.sentence, tap: example.tap)
        #expect(expansion.text(in: text) == example.expected)
        #expect(expansion.source == example.source)
    }

    /// Issue 26: "out of" is one preposition wherever it stands, but yields to a longer phrase that holds it.
    @Test(arguments: [
        ExpansionTests.Case(sentence: "The bread came right out of the oven.", tap: "of", expected: "out of", source: .lexicon),
        ExpansionTests.Case(sentence: "The bread came right out of the oven.", tap: "out", expected: "out of", source: .lexicon),
        ExpansionTests.Case(sentence: "We ran out of towels.", tap: "of", expected: "ran out of", source: .lexicon),
        ExpansionTests.Case(sentence: "Everything was out of stock.", tap: "out", expected: "out of stock", source: .lexicon),
        ExpansionTests.Case(sentence: "The old shop went out of business.", tap: "of", expected: "out of business", source: .lexicon),
    ])
    func compoundPrepositionOutOfIsOneUnit(_ example: ExpansionTests.Case) throws {
        try check(example)
    }

    /// Issue 26: "been to" a place is one expression (visited).
    @Test(arguments: [
        ExpansionTests.Case(sentence: "I have been to Paris twice.", tap: "been", expected: "been to", source: .lexicon),
        ExpansionTests.Case(sentence: "I have been to Paris twice.", tap: "to", expected: "been to", source: .lexicon),
    ])
    func beenToAPlaceIsOneExpression(_ example: ExpansionTests.Case) throws {
        try check(example)
    }

    /// Issue 26: "kind of" and "sort of" hedge, except after a word that opens or modifies a noun phrase.
    @Test(arguments: [
        ExpansionTests.Case(sentence: "It was kind of slow.", tap: "kind", expected: "kind of", source: .lexicon),
        ExpansionTests.Case(sentence: "It was kind of slow.", tap: "of", expected: "kind of", source: .lexicon),
        ExpansionTests.Case(sentence: "She sort of apologized.", tap: "sort", expected: "sort of", source: .lexicon),
        ExpansionTests.Case(sentence: "I like this kind of food.", tap: "kind", expected: "kind", source: .word),
        ExpansionTests.Case(sentence: "I like this kind of food.", tap: "of", expected: "of", source: .word),
        ExpansionTests.Case(sentence: "What kind of person does that?", tap: "kind", expected: "kind", source: .word),
        ExpansionTests.Case(sentence: "We did not get any sort of help.", tap: "sort", expected: "sort", source: .word),
        ExpansionTests.Case(sentence: "It is a special kind of paper.", tap: "kind", expected: "kind", source: .word),
    ])
    func hedgeNounAfterADeterminerIsTheNoun(_ example: ExpansionTests.Case) throws {
        try check(example)
    }

    /// Issue 26: "to" and a verb the clause goes on after is an infinitive, not a "to" idiom.
    @Test(arguments: [
        ExpansionTests.Case(sentence: "I want to order a pizza.", tap: "order", expected: "order", source: .word),
        ExpansionTests.Case(sentence: "I want to order a pizza.", tap: "to", expected: "to", source: .word),
        ExpansionTests.Case(sentence: "The suits are made to order.", tap: "order", expected: "to order", source: .lexicon),
        ExpansionTests.Case(sentence: "The staff was rude to boot.", tap: "boot", expected: "to boot", source: .lexicon),
    ])
    func infinitiveToIsNoToIdiom(_ example: ExpansionTests.Case) throws {
        try check(example)
    }
}
