import Collocations
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore
import Tokenizer

/// `read` highlights a saved phrase exactly where a tap (`expand`, `capture`) on
/// any of its words selects it (issue 10: "Turn the big light off" was selected
/// by a tap but not highlighted). Both go through `SavedPhrases`.
@Suite("Phrases: highlight = tap")
struct PhraseAgreementTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let sentence: String
        let saved: [String]
        /// The highlighted phrases as written, in text order.
        let highlighted: [String]
        var testDescription: String { sentence }
    }

    static let cases: [Case] = [
        // Separable phrasal verbs with 0-3 words between verb and particle; a fourth is too many.
        Case(sentence: "Please turn off the light.", saved: ["turn off"], highlighted: ["turn off"]),
        Case(sentence: "Please turn it off.", saved: ["turn off"], highlighted: ["turn it off"]),
        Case(sentence: "Please turn the light off.", saved: ["turn off"], highlighted: ["turn the light off"]),
        Case(sentence: "Turn the big light off now.", saved: ["turn off"], highlighted: ["Turn the big light off"]),
        Case(sentence: "Turn the big red light off now.", saved: ["turn off"], highlighted: []),
        Case(sentence: "Turn them off.", saved: ["turn off"], highlighted: ["Turn them off"]),
        Case(sentence: "Please turn it, then off.", saved: ["turn off"], highlighted: []),
        Case(sentence: "He gave up smoking.", saved: ["give up"], highlighted: ["gave up"]),
        Case(sentence: "He gave it up last year.", saved: ["give up"], highlighted: ["gave it up"]),
        Case(sentence: "She looked the word up in a dictionary.", saved: ["look up"], highlighted: ["looked the word up"]),
        Case(sentence: "They picked my little sister up at noon.", saved: ["pick up"], highlighted: ["picked my little sister up"]),
        Case(sentence: "The plane took off at noon.", saved: ["take off"], highlighted: ["took off"]),
        Case(sentence: "He came across an old friend.", saved: ["come across"], highlighted: ["came across"]),
        // Particles that also start other phrases, or start the sentence.
        Case(sentence: "Up the hill they ran, and then gave up.", saved: ["give up"], highlighted: ["gave up"]),
        Case(sentence: "Back in town, she brought the money back.", saved: ["bring back"],
             highlighted: ["brought the money back"]),
        Case(sentence: "Away they went, and he put it away.", saved: ["put away"], highlighted: ["put it away"]),
        Case(sentence: "Look out! The car is coming out of the garage.", saved: ["look out", "out of"],
             highlighted: ["Look out", "out of"]),
        Case(sentence: "They make up front.", saved: ["make up", "up front"], highlighted: ["make up"]),
        Case(sentence: "He turned on the radio and turned it off again.", saved: ["turn on", "turn off"],
             highlighted: ["turned on", "turned it off"]),
        Case(sentence: "She put the book down and put on her coat.", saved: ["put down", "put on"],
             highlighted: ["put the book down", "put on"]),
        Case(sentence: "He gave in and gave up.", saved: ["give in", "give up"], highlighted: ["gave in", "gave up"]),
        Case(sentence: "I will look into it and look it up.", saved: ["look into", "look up"],
             highlighted: ["look into", "look it up"]),
        Case(sentence: "They ran out of milk.", saved: ["run out", "run out of"], highlighted: ["ran out of"]),
        Case(sentence: "We took care of it.", saved: ["take care", "take care of"], highlighted: ["took care of"]),
        // Lemmas, capitals, light verbs with modifiers, names.
        Case(sentence: "She made a decision.", saved: ["make a decision"], highlighted: ["made a decision"]),
        Case(sentence: "MAKING A DECISION is hard.", saved: ["make a decision"], highlighted: ["MAKING A DECISION"]),
        Case(sentence: "He made a very difficult decision.", saved: ["make a decision"],
             highlighted: ["made a very difficult decision"]),
        Case(sentence: "I flew to New York in May.", saved: ["new york"], highlighted: ["New York"]),
        Case(sentence: "We had ice-cream after dinner.", saved: ["ice cream"], highlighted: ["ice-cream"]),
        Case(sentence: "The meeting took place in May and took place again.", saved: ["take place"],
             highlighted: ["took place", "took place"]),
    ]

    static let expander: TapExpander = try! PhraseData(language: AnnotationFixture.data)
        .expander(lemmatizer: AnnotationFixture.data.lemmatizer)

    static func lemmatized(_ sentence: String) throws -> TokenizedText {
        var text = try Tokenizer().tokenize(sentence)
        AnnotationFixture.data.lemmatizer.lemmatize(&text)
        return text
    }

    static func snapshot(_ phrases: [String]) -> VocabularySnapshot {
        VocabularySnapshot(lemmas: [:], phrases: Dictionary(uniqueKeysWithValues: phrases.map {
            ($0.split(separator: " ").map(String.init), WordStatus.learning)
        }))
    }

    @Test("saved phrases: highlight = tap on each of their words", arguments: cases)
    func saved(_ testCase: Case) throws {
        let text = try Self.lemmatized(testCase.sentence)
        let snapshot = Self.snapshot(testCase.saved)
        let annotated = Annotator(snapshot: snapshot, lexicon: AnnotationFixture.data.lexicon).annotate(text)
        #expect(annotated.phrases.map { annotated.text(of: $0) } == testCase.highlighted)

        let saved = snapshot.savedPhrases(classes: Self.expander.lexicon.classes)
        var selected: [Range<Int>: String] = [:]
        for (index, token) in text.tokens.enumerated() where token.kind == .word {
            let tap = try Self.expander.expand(text, at: Int(token.start), saved: saved)
            guard tap.source == .saved else { continue }
            #expect(tap.tokens.contains(index), "a tap selects a phrase with the tapped word")
            selected[tap.start..<tap.end] = tap.lemma
        }
        let highlighted = Dictionary(uniqueKeysWithValues: annotated.phrases.map { (annotated.range(of: $0), $0.lemma) })
        #expect(selected == highlighted)
    }

    /// Capture then read: whatever phrase a tap takes from the lexicon, once
    /// saved, is highlighted over exactly the words the tap selected.
    @Test("lexicon phrases, once captured: highlight = tap", arguments: cases)
    func captured(_ testCase: Case) throws {
        let text = try Self.lemmatized(testCase.sentence)
        for token in text.tokens where token.kind == .word {
            let tap = try Self.expander.expand(text, at: Int(token.start))
            guard tap.source == .lexicon else { continue }
            let snapshot = Self.snapshot([tap.lemma])
            let annotated = Annotator(snapshot: snapshot, lexicon: AnnotationFixture.data.lexicon).annotate(text)
            // A store keeps lemmas lower-case (a multi-word name's "lemma" is as written).
            #expect(annotated.phrases.contains { annotated.range(of: $0) == tap.start..<tap.end && $0.lemma == tap.lemma.lowercased() },
                    "\(tap.lemma) at \(tap.start)..<\(tap.end)")
            let again = try Self.expander.expand(text, at: tap.at, saved: snapshot.savedPhrases(classes: Self.expander.lexicon.classes))
            #expect((again.source, again.start, again.end) == (.saved, tap.start, tap.end))
        }
    }
}
