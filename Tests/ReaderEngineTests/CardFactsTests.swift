import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// One card (issue 29): `CardFacts` holds every sense, the chosen one first; each face picks what it shows.
/// The capture card, `define`'s text and JSON, the HTML card, the review's reveal, the CSV and JSON
/// exports and the Anki note print the same facts, exactly.
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
        #expect(json.hasPrefix(#"{"term":"banks","lemma":"bank","ipa":["bæŋk"],"senses":[{"pos":"verb","key":"","synset":"","chosen":false,"gloss":"do business with a bank","examples":[],"synonyms":[],"translations":null},"#))
        #expect(json.hasSuffix(#""senses_of":null,"frequency":{"rank":1234,"band":"essential","shown":"Essential (rank 1,234)"},"cefr":"B1","status":"known","translation":null}"#))
        #expect(HTMLCards.record(facts) == #"{"ipa":["bæŋk"],"senses":[{"pos":"verb","gloss":"do business with a bank"},"#
            + #"{"pos":"verb","gloss":"tip laterally"},{"pos":"verb","gloss":"enclose with a bank"}],"senses_of":null,"#
            + #""badge":"Essential","rank":1234,"cefr":"B1","facts":"Essential (rank 1,234) · B1","status":"known"}"#)
    }

    /// "banks" captured in a sentence, filed in two decks, with the facts above.
    static let capture = Capture(term: Term(key: "bank")!, surface: "banks", sentence: "They banks\n with us.", source: "/home/ana/money.txt",
                                 range: 105..<110, sentenceStart: 100, capturedAt: Date(timeIntervalSince1970: 1_750_000_000), note: "<3")

    static var captured: CardFacts {
        var facts = CardFacts(term: "banks", lemma: "bank", partsOfSpeech: [.verb, .noun], rank: 1_234, badge: .essential, cefr: .b1,
                              sentence: capture.sentence, status: .learning)
        facts.termInSentence = capture.rangeInSentence
        facts.ipa = entry.ipa
        facts.senses = entry.senses
        facts.family = ["banker", "banking"]
        facts.decks = ["money", "Verbs to do"]
        return facts
    }

    @Test func theReviewsRevealShowsTheIPAWithTheFirstSenseThenTheFamily() throws {
        let card = ReviewCard(id: 1, term: Self.capture.term, display: "bank", status: .learning, capture: Self.capture,
                              memory: .new(due: Self.capture.capturedAt))
        #expect(ReviewFace(card: card).notes(Self.captured) == ["/bæŋk/ · (verb) do business with a bank", "family: banker, banking"])
        #expect(ReviewFace(card: card).notes(nil) == [])
    }

    @Test func theCSVRowCarriesTheCardsFirstIPAAndSense() {
        let entry = VocabularyEntry(kind: .word, term: "banks", lemma: "bank", status: .learning, createdAt: Self.capture.capturedAt,
                                    updatedAt: Self.capture.capturedAt, captureCount: 1, latestCapture: Self.capture)
        #expect(VocabularyCSV.record(entry, card: Self.captured) == "banks,bank,word,learning,\"They banks\n with us.\","
            + "/home/ana/money.txt,105,110,100,<3,2025-06-15T15:06:40.000Z,2025-06-15T15:06:40.000Z,bæŋk,do business with a bank,\r\n")
        #expect(VocabularyCSV.record(entry).hasSuffix("2025-06-15T15:06:40.000Z,,,\r\n"))
    }

    @Test func theJSONBackupsCaptureCarriesTheCardsFirstIPAAndSense() throws {
        let store = try VocabularyStore.inMemory()
        try store.capture(Self.capture)
        var statuses: [WordStatus] = []
        let backup = try store.backup(details: { _, status in
            statuses.append(status)
            return Self.captured
        })
        let record = try #require(backup.terms.first?.captures.first)
        #expect(record.ipa == "bæŋk")
        #expect(record.sense == VocabularyBackup.SenseRecord(Self.entry.senses[0]))
        #expect(statuses == [.learning])
    }

    @Test func theAnkiNoteFormatsTheCardWithTheCapturesNoteAndSource() {
        #expect(AnkiExport.line(AnkiNote(Self.captured, capture: Self.capture, sound: "reader-banks.mp3")) == "They {{c1::banks}} with us.\t"
            + "<b>bank</b> /bæŋk/ [sound:reader-banks.mp3] · verb, noun · Essential · B1<br><i>verb</i> do business with a bank"
            + "<br>&lt;3<br><small>money.txt</small>\treader reader::learning reader::deck::money reader::deck::Verbs_to_do"
            + "\treader::money\treader:1750000000000:bank\n")
        #expect(AnkiNote.spokenWord(of: Self.captured) == "banks")
    }
}
