import Testing
@testable import ImmersiveReader
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// `open`'s card in the learner's language (issue 49): the leading sense's words on the row under it,
/// a right-to-left language in logical order, cut to the frame like every row.
@Suite("Reader: the card's words in the learner's language")
struct FrameCardTranslationTests {
    static let arabic = NativeLanguage(code: "arb", twoLetterCode: "ar", name: "Arabic", nativeName: "العربية",
                                       direction: .rightToLeft, senseSources: ["omw-arb"], wordSources: [])

    @Test func theWordsFollowTheLeadingSense() throws {
        var model = try ReaderFixture.model("We need to make a decision soon.", known: "we need to make a soon", columns: 40, rows: 16)
        var card = CaptureCard(term: "decision", lemma: "decision", partsOfSpeech: [.noun], rank: 1_024, badge: .essential, cefr: .b1,
                               sentence: "We need to make a decision soon.", source: nil, range: nil, status: .new,
                               change: .unchanged, rareWordWarning: false)
        var choice = Sense(partOfSpeech: .noun, gloss: "a choice", examples: [], synonyms: [], tagCount: 3)
        choice.translation = Translation(words: ["قرار"], source: "omw-arb", senseMatched: true)
        card.senses = [choice, Sense(partOfSpeech: .noun, gloss: "a verdict", examples: [], synonyms: [], tagCount: 1)]
        card.facts.nativeLanguage = Self.arabic
        model.show(ReaderCard(card: card, phraseSource: nil))
        let rows = model.screenRows
        #expect(rows.contains("⎋[11;1H senses     1. (noun) a choice"))
        #expect(rows.contains("⎋[12;1H               Arabic: قرار"))
        #expect(rows.contains("⎋[13;1H            2. (noun) a verdict"))
    }
}
