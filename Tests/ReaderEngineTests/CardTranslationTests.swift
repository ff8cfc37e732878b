import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// The one owner of what a card says in the learner's language (`CardFacts.translation`) and how the
/// text and JSON faces word it (`TranslationText`, `TranslationJSON`; issue 49).
@Suite("Translations: the card's line in the learner's language")
struct CardTranslationTests {
    static let spanish = NativeLanguage(code: "spa", twoLetterCode: "es", name: "Spanish", nativeName: "español",
                                        direction: .leftToRight, senseSources: ["wikt-spa"], wordSources: ["freedict-eng-spa"])
    static let arabic = NativeLanguage(code: "arb", twoLetterCode: "ar", name: "Arabic", nativeName: "العربية",
                                       direction: .rightToLeft, senseSources: ["omw-arb"], wordSources: [])

    static func facts(leading: Translation?, wordLevel: Translation?, language: NativeLanguage? = spanish) -> CardFacts {
        var sense = Sense(partOfSpeech: .noun, gloss: "a financial institution", examples: [], synonyms: [], tagCount: 20,
                          key: "bank%1:14:00::", number: 2)
        sense.synset = "n08420278"
        sense.translation = leading
        var facts = CardFacts(term: "bank", lemma: "bank", partsOfSpeech: [.noun], rank: 900, badge: .essential, cefr: .a2,
                              sentence: "", status: .new)
        facts.senses = [sense]
        facts.nativeLanguage = language
        facts.wordLevelTranslation = wordLevel
        return facts
    }

    static let banco = Translation(words: ["banco", "banca"], source: "wikt-spa", senseMatched: true)
    static let orilla = Translation(words: ["orilla"], source: "freedict-eng-spa", senseMatched: false)

    @Test("the leading sense's words first, then the word's (marked word-level), then a line that says there are none",
          arguments: [
              (banco, orilla, "Spanish: banco, banca"),
              (nil, orilla, "Spanish (word-level, not for this sense): orilla"),
              (nil, nil, "Spanish: no translation of this sense"),
          ] as [(Translation?, Translation?, String)])
    func precedence(leading: Translation?, wordLevel: Translation?, line: String) throws {
        let translation = try #require(Self.facts(leading: leading, wordLevel: wordLevel).translation)
        #expect(TranslationText.line(translation) == line)
    }

    @Test("no language set: no line, and null in JSON")
    func englishOnly() {
        let facts = Self.facts(leading: nil, wordLevel: nil, language: nil)
        #expect(facts.translation == nil)
        #expect(TranslationJSON.card(facts.translation) == "null")
        #expect(DictionaryJSON.entry(facts).contains(#""translations":null}],"#))
        #expect(DictionaryJSON.entry(facts).hasSuffix(#""status":"new","translation":null}"#))
    }

    @Test("JSON: the card's translation names language, source and whether it is sense-matched", arguments: [
        (banco, orilla, #"{"language":"spa","language_name":"Spanish","direction":"ltr","words":["banco","banca"],"source":"wikt-spa","sense_matched":true,"label":"Spanish"}"#),
        (nil, orilla, #"{"language":"spa","language_name":"Spanish","direction":"ltr","words":["orilla"],"source":"freedict-eng-spa","sense_matched":false,"label":"Spanish (word-level, not for this sense)"}"#),
        (nil, nil, #"{"language":"spa","language_name":"Spanish","direction":"ltr","words":[],"source":null,"sense_matched":false,"label":"Spanish"}"#),
    ] as [(Translation?, Translation?, String)])
    func cardJSON(leading: Translation?, wordLevel: Translation?, json: String) {
        let facts = Self.facts(leading: leading, wordLevel: wordLevel)
        #expect(TranslationJSON.card(facts.translation) == json)
        #expect(DictionaryJSON.entry(facts).hasSuffix(#","translation":"# + json + "}"))
    }

    @Test("JSON: every sense carries its synset and its own words")
    func senseJSON() {
        let entry = DictionaryJSON.entry(Self.facts(leading: Self.banco, wordLevel: nil))
        #expect(entry.contains(#""synset":"n08420278","#))
        #expect(entry.contains(#""translations":{"language":"spa","words":["banco","banca"],"source":"wikt-spa"}}"#))
    }

    @Test("define's text: one line right under the leading sense")
    func defineText() {
        let text = DictionaryText.entry(Self.facts(leading: Self.banco, wordLevel: nil))
        #expect(text == """
            bank · Essential (rank 900) · A2 · new
              noun
                1. a financial institution
                   Spanish: banco, banca

            """)
    }

    @Test("a right-to-left language keeps its words in logical order, marked with their direction in the Anki note")
    func rightToLeft() throws {
        let words = Translation(words: ["بنك", "مصرف"], source: "omw-arb", senseMatched: true)
        let facts = Self.facts(leading: words, wordLevel: nil, language: Self.arabic)
        let line = TranslationText.line(try #require(facts.translation))
        #expect(line == "Arabic: بنك, مصرف")
        #expect(Array(line.unicodeScalars.suffix(4)).map(\.value) == [0x645, 0x635, 0x631, 0x641])
        let capture = Capture(term: Term(key: "bank")!, surface: "bank", sentence: "", source: nil, range: nil,
                              sentenceStart: nil, capturedAt: .init(timeIntervalSince1970: 0), note: nil)
        let note = AnkiNote(facts, capture: capture)
        #expect(note.backExtra.contains(#"<br>Arabic: <span lang="arb" dir="rtl">بنك, مصرف</span>"#))
    }

    @Test("control characters in the data never reach the terminal")
    func cleaned() throws {
        let hostile = Translation(words: ["ban\u{1B}[31mco"], source: "wikt-spa", senseMatched: true)
        let line = TranslationText.line(try #require(Self.facts(leading: hostile, wordLevel: nil).translation))
        #expect(!line.unicodeScalars.contains { $0.value == 0x1B })
    }
}
