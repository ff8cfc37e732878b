import Testing
@testable import ReaderEngine

/// One card (issue 29): `CardFacts` holds every sense, the chosen one first; each face picks what it shows.
/// The capture card, `define`'s text and JSON and the HTML card print the same facts, exactly.
@Suite("Cards: one set of facts, several faces")
struct CardFactsTests {
    static func sense(_ pos: PartOfSpeech, _ gloss: String) -> Sense {
        Sense(partOfSpeech: pos, gloss: gloss, examples: [], synonyms: [], tagCount: 1)
    }

    /// "bank" as a sentence about money chose it: the verb senses first, then the nouns.
    static let entry = DictionaryEntry(
        term: "banks", lemma: "bank", ipa: ["bæŋk"],
        senses: [sense(.verb, "do business with a bank"), sense(.verb, "tip laterally"), sense(.verb, "enclose with a bank"),
                 sense(.verb, "cover with ashes"), sense(.noun, "a financial institution")],
        sensesOf: nil, rank: 1_234, cefr: .b1)

    @Test func aCardLeadsWithTheChosenSenseAndOthersOfItsPartOfSpeech() {
        var facts = CardFacts(entry: Self.entry, status: .new)
        #expect(facts.senses.count == 5)
        #expect(facts.leadingSenses(3).map(\.gloss) == ["do business with a bank", "tip laterally", "enclose with a bank"])
        #expect(facts.leadingSenses(1).map(\.gloss) == ["do business with a bank"])
        facts.senses = [Self.sense(.noun, "a slope"), Self.sense(.verb, "tip"), Self.sense(.noun, "a ridge")]
        #expect(facts.leadingSenses(3).map(\.gloss) == ["a slope", "a ridge"])
        #expect(CardFacts(entry: DictionaryEntry(term: "x", lemma: "x", ipa: [], senses: [], sensesOf: nil, rank: nil, cefr: nil),
                          status: .new).leadingSenses(3) == [])
    }

    @Test func captureCardPrintsTheLeadingSenses() {
        var card = CaptureCard(term: "banks", lemma: "bank", partsOfSpeech: [.verb, .noun], rank: 1_234, badge: .essential,
                               cefr: .b1, sentence: "They banks\n with us.", source: "money.txt", range: 5..<10,
                               status: .learning, change: .added, rareWordWarning: false)
        card.facts.ipa = Self.entry.ipa
        card.facts.senses = Self.entry.senses
        card.facts.family = ["banker", "banking"]
        card.facts.termInSentence = card.sentence.range(of: "banks")
        #expect(CaptureCardRenderer.render(card) == """
            banks  /bæŋk/  (bank)
            Essential (rank 1,234) · B1 · verb, noun
            1. (verb) do business with a bank
            2. (verb) tip laterally
            3. (verb) enclose with a bank
            sentence: They {banks} with us.
            family:   banker, banking
            source:   money.txt (bytes 5-10)
            saved as: learning (new term)

            """)
    }

    @Test func defineTextListsEverySenseByPartOfSpeech() {
        #expect(DictionaryText.entry(CardFacts(entry: Self.entry, status: .learning), perPartOfSpeech: 2) == """
            banks /bæŋk/ (bank) · Essential (rank 1,234) · B1 · learning
              verb
                1. do business with a bank
                2. tip laterally
              noun
                1. a financial institution
              (2 more verb senses)

            """)
    }

    @Test func defineJSONAndTheHTMLCardCarryTheSameFacts() {
        let facts = CardFacts(entry: Self.entry, status: .known)
        let json = DictionaryJSON.entry(facts)
        #expect(json.hasPrefix(#"{"term":"banks","lemma":"bank","ipa":["bæŋk"],"senses":[{"pos":"verb","key":"","chosen":false,"gloss":"do business with a bank","examples":[],"synonyms":[]},"#))
        #expect(json.hasSuffix(#""senses_of":null,"frequency":{"rank":1234,"band":"essential"},"cefr":"B1","status":"known"}"#))
        #expect(HTMLCards.record(facts) == #"{"ipa":["bæŋk"],"senses":[{"pos":"verb","gloss":"do business with a bank"},"#
            + #"{"pos":"verb","gloss":"tip laterally"},{"pos":"verb","gloss":"enclose with a bank"}],"senses_of":null,"#
            + #""badge":"Essential","rank":1234,"cefr":"B1","status":"known"}"#)
    }
}
