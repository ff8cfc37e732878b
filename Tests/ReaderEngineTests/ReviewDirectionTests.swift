import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// The review both ways (issue 49 item 4): from the English word to its meaning, and, with `--produce`,
/// from the words of the learner's language to the English word, its sentence revealed with it.
@Suite("Review: asked from the learner's language")
struct ReviewDirectionTests {
    /// Words in Spanish for `bank` only.
    struct SpanishGlossary: DefinitionProvider {
        func card(for term: Term, status: WordStatus) -> CardFacts? {
            var facts = CardTranslationTests.facts(leading: term.key == "bank" ? CardTranslationTests.banco : nil, wordLevel: nil)
            facts.term = term.key
            facts.lemma = term.key
            return facts
        }
    }

    static func card(_ key: String, sentence: String?) -> ReviewCard {
        let term = Term(key: key)!
        let capture = sentence.map { Capture(term: term, surface: key, sentence: $0, capturedAt: Date(timeIntervalSince1970: 0)) }
        return ReviewCard(id: 1, term: term, display: key, status: .learning, capture: capture, memory: .new(due: Date(timeIntervalSince1970: 0)))
    }

    @Test("produce: the translation on the front; the sentence, IPA and sense on the back, the translation not repeated")
    func produce() {
        let card = Self.card("bank", sentence: "The bank raised interest rates.")
        #expect(ReviewFace.needsDefinition(card, direction: .produce))
        let face = ReviewFace(card: card, definitions: SpanishGlossary(), direction: .produce)
        #expect(face.prompt == "Which English word or phrase is it? Spanish: banco, banca")
        #expect(face.answer == "bank")
        #expect(face.notes(SpanishGlossary().card(for: card)) == ["The bank raised interest rates.", "(noun) a financial institution"])
    }

    @Test("produce: a card whose sense has no words in the language is asked as usual")
    func produceWithoutWords() {
        let card = Self.card("quay", sentence: "They waited on the quay.")
        let face = ReviewFace(card: card, definitions: SpanishGlossary(), direction: .produce)
        #expect(face.kind == .cloze(before: "They waited on the ", after: "."))
    }

    @Test("recognize: the answer's notes carry the translation under the sense")
    func recognize() {
        let card = Self.card("bank", sentence: "The bank raised interest rates.")
        #expect(!ReviewFace.needsDefinition(card))
        let face = ReviewFace(card: card)
        #expect(face.prompt == "The [ _____ ] raised interest rates.")
        #expect(face.notes(SpanishGlossary().card(for: card)) == ["(noun) a financial institution", "Spanish: banco, banca"])
    }
}
