import Foundation
import Testing
import Tokenizer
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

@Suite("Capture: targets, sentences, terms")
struct CaptureTests {
    let tokenizer = try! Tokenizer()
    static let story = "He left early. She ran home, then ran back!\nThey made a quick decision. The end."

    @Test(arguments: [
        (20, "ran", "run", "She ran home, then ran back!", 15),     // inside "ran"
        (15, "She", "she", "She ran home, then ran back!", 15),     // first byte of the sentence
        (3, "left", "leave", "He left early.", 0),
        (49, "made", "make", "They made a quick decision.", 44),
    ] as [(Int, String, String, String, Int)])
    func tapOnAWordCapturesItWithItsSentence(offset: Int, surface: String, lemma: String, sentence: String, sentenceStart: Int) throws {
        let text = try CaptureFixture.text(Self.story, tokenizer: tokenizer)
        let capture = try CaptureFixture.builder.capture(.offset(offset), in: text, tokenizer: tokenizer,
                                                         source: "/s.txt", at: storeTestDate)
        #expect(capture.surface == surface)
        #expect(capture.term.key == lemma)
        #expect(capture.sentence == sentence)
        #expect(capture.sentenceStart == sentenceStart)
        #expect(capture.rangeInSentence.map { String(capture.sentence[$0]) } == surface)
    }

    @Test(arguments: [
        (CaptureTarget.word("ran", nth: 2), "ran", 34..<37),
        (.word("RAN", nth: 1), "ran", 19..<22),
        (.word("quick  decision", nth: 1), "quick decision", 56..<70),
        (.word("made a quick decision", nth: 1), "made a quick decision", 49..<70),
    ])
    func wordTargetFindsTheNthOccurrence(target: CaptureTarget, surface: String, range: Range<Int>) throws {
        let text = try CaptureFixture.text(Self.story, tokenizer: tokenizer)
        let capture = try CaptureFixture.builder.capture(target, in: text, tokenizer: tokenizer, source: nil, at: storeTestDate)
        #expect(capture.surface == surface)
        #expect(capture.range == range)
    }

    @Test func phraseIsStoredAsItsLemmaSequence() throws {
        let text = try CaptureFixture.text(Self.story, tokenizer: tokenizer)
        let capture = try CaptureFixture.builder.capture(.word("made a quick decision", nth: 1), in: text,
                                                         tokenizer: tokenizer, source: nil, at: storeTestDate)
        #expect(capture.term.lemmas == ["make", "a", "quick", "decision"])
    }

    @Test(arguments: [
        (CaptureTarget.offset(14), CaptureError.noWordAtOffset(offset: 14, found: "space")),
        (.offset(13), .noWordAtOffset(offset: 13, found: "punct")),
        (.offset(500), .offsetOutOfRange(offset: 500, size: 80)),
        (.word("ran", nth: 3), .wordNotFound(word: "ran", nth: 3, found: 2)),
        (.word("zebra", nth: 1), .wordNotFound(word: "zebra", nth: 1, found: 0)),
        (.word("...", nth: 1), .emptyWord("...")),
    ])
    func targetsThatAreNotWordsAreRejected(target: CaptureTarget, error: CaptureError) throws {
        let text = try CaptureFixture.text(Self.story, tokenizer: tokenizer)
        #expect(throws: error) { try target.locate(in: text, tokenizer: tokenizer) }
    }

    @Test func expanderWidensATapToAPhraseUnlessWordOnly() throws {
        let text = try CaptureFixture.text(Self.story, tokenizer: tokenizer)
        // An expander that knows one phrase: "made a quick decision" (bytes 49-70).
        let builder = CaptureBuilder(data: CaptureFixture.data, partsOfSpeech: CaptureFixture.partsOfSpeech) { text, index in
            text.range(of: text.tokens[index]).lowerBound >= 49 && text.range(of: text.tokens[index]).upperBound <= 70 ? 49..<70 : nil
        }
        let phrase = try builder.capture(.offset(65), in: text, tokenizer: tokenizer, source: nil, at: storeTestDate)
        #expect(phrase.surface == "made a quick decision")
        let word = try builder.capture(.offset(65), in: text, tokenizer: tokenizer, wordOnly: true, source: nil, at: storeTestDate)
        #expect(word.surface == "decision")
        let elsewhere = try builder.capture(.offset(3), in: text, tokenizer: tokenizer, source: nil, at: storeTestDate)
        #expect(elsewhere.surface == "left")
    }

    @Test func sentenceSpanningLinesKeepsItsLineBreak() throws {
        let text = try CaptureFixture.text("  The old\nhouse stood. Next.", tokenizer: tokenizer)
        let capture = try CaptureFixture.builder.capture(.word("house", nth: 1), in: text, tokenizer: tokenizer, source: nil, at: storeTestDate)
        #expect(capture.sentence == "The old\nhouse stood.")
        #expect(capture.sentenceStart == 2)
    }
}
