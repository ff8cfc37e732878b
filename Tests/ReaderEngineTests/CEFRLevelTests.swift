import Foundation
import Testing
import Tokenizer
@testable import ReaderEngine

/// One term, one level: the capture card (and with it `show`, the exports and
/// `reader open`'s card), `define` and the HTML cards ask `CEFRTable`, so
/// `define saw.txt --at 10` and the card of the same tap agree.
@Suite("CEFR: one level per term")
struct CEFRLevelTests {
    static let builder = CaptureBuilder(data: CaptureFixture.data, partsOfSpeech: CaptureFixture.partsOfSpeech,
                                        dictionary: DictionaryFixture.dictionary)

    @Test(arguments: [
        ("I saw the saw.", 10, "saw", CEFRLevel.c1),
        ("I saw the saw.", 2, "see", .a1),
        ("The old roads deteriorate.", 14, "deteriorate", .c2),
        ("She went to the bank.", 16, "bank", .a2),
    ] as [(String, Int, String, CEFRLevel?)])
    func tappedWordHasOneLevel(text: String, at: Int, lemma: String, level: CEFRLevel?) throws {
        let tokenizer = try Tokenizer()
        let tokenized = try CaptureFixture.text(text, tokenizer: tokenizer)
        let capture = try Self.builder.capture(.offset(at), in: tokenized, tokenizer: tokenizer, wordOnly: true, source: nil)
        #expect(capture.term.key == lemma)
        let card = Self.builder.card(for: capture, change: .added, level: nil)
        #expect(card.cefr == level)
        #expect(DictionaryFixture.dictionary.entry(for: capture.surface, lemma: lemma)?.cefr == level)
        #expect(CaptureFixture.data.cefr.level(of: lemma) == level)
    }

    /// A phrase is as hard as its hardest word, and has no level when one of its words has none.
    @Test(arguments: [
        ("make a decision", "made a decision", CEFRLevel.b1),
        ("give up", "gave up", .a2),
        ("make a xyzzyq", "made a xyzzyq", nil),
    ] as [(String, String, CEFRLevel?)])
    func phraseHasItsHardestWordsLevel(key: String, surface: String, level: CEFRLevel?) {
        let capture = Capture(term: term(key), surface: surface, sentence: "They \(surface).", capturedAt: storeTestDate)
        #expect(Self.builder.card(for: capture, change: .added, level: nil).cefr == level)
        #expect(CaptureFixture.data.cefr.level(ofTerm: term(key).lemmas) == level)
        if let entry = DictionaryFixture.dictionary.entry(for: key, lemma: key) { #expect(entry.cefr == level) }
    }

    /// The dictionary reads the table without the lexicon: every lexicon lemma
    /// must get from it the level the scorer gets by entry.
    @Test func levelByWordAgreesWithLevelByEntry() throws {
        let data = CaptureFixture.data
        let byWord = CEFRTable(compiled: try CompiledData(path: data.location.url(CompiledData.path).path))
        var checked = 0
        for index in stride(from: 0, to: data.lexicon.count, by: 3) {
            let id = LemmaID(rawValue: UInt32(index))
            guard let word = data.lexicon.string(for: id), word == word.lowercased() else { continue }
            #expect(byWord.level(of: word) == data.cefr.level(of: id), "\(word)")
            checked += 1
        }
        #expect(checked > 10_000)
    }
}
