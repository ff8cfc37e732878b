import Foundation
import Testing
import Tokenizer
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// One term, one level and one frequency rank: the capture card (and with it
/// `show`, the exports and `reader open`'s card), `define`, the HTML cards and
/// the scorer ask `CEFRTable` and `FrequencyTable`, so `define saw.txt --at 10`
/// and the card of the same tap agree.
@Suite("Terms: one CEFR level and one frequency rank")
struct TermLevelAndRankTests {
    static let builder = CaptureBuilder(data: CaptureFixture.data, partsOfSpeech: CaptureFixture.partsOfSpeech,
                                        dictionary: DictionaryFixture.dictionary)

    @Test(arguments: [
        ("I saw the saw.", 10, "saw", CEFRLevel.c1, 13_115),
        ("I saw the saw.", 2, "see", .a1, 57),
        ("The old roads deteriorate.", 14, "deteriorate", .c2, 8_153),
        ("She went to the bank.", 16, "bank", .a2, 514),
    ] as [(String, Int, String, CEFRLevel?, Int?)])
    func tappedWordHasOneLevelAndRank(text: String, at: Int, lemma: String, level: CEFRLevel?, rank: Int?) throws {
        let tokenizer = try Tokenizer()
        let tokenized = try CaptureFixture.text(text, tokenizer: tokenizer)
        let capture = try Self.builder.capture(.offset(at), in: tokenized, tokenizer: tokenizer, wordOnly: true, source: nil, at: storeTestDate)
        #expect(capture.term.key == lemma)
        let card = Self.builder.card(for: capture, change: .added, level: nil)
        let entry = DictionaryFixture.dictionary.entry(for: capture.surface, lemma: lemma)
        #expect(card.cefr == level)
        #expect(entry?.cefr == level)
        #expect(CaptureFixture.data.cefr.level(of: lemma) == level)
        #expect(card.rank == rank)
        #expect(entry?.rank == rank)
        #expect(CaptureFixture.data.frequency.rank(of: lemma) == rank)
    }

    /// A phrase is as hard as its hardest word and as rare as its rarest, and
    /// has no level or rank when one of its words has none.
    @Test(arguments: [
        ("make a decision", "made a decision", CEFRLevel.b1, 638),
        ("give up", "gave up", .a2, 89),
        ("make a xyzzyq", "made a xyzzyq", nil, nil),
    ] as [(String, String, CEFRLevel?, Int?)])
    func phraseHasItsHardestWordsLevelAndRarestWordsRank(key: String, surface: String, level: CEFRLevel?, rank: Int?) {
        let capture = Capture(term: term(key), surface: surface, sentence: "They \(surface).", capturedAt: storeTestDate)
        let card = Self.builder.card(for: capture, change: .added, level: nil)
        #expect(card.cefr == level)
        #expect(card.rank == rank)
        #expect(CaptureFixture.data.cefr.level(ofTerm: term(key).lemmas) == level)
        #expect(CaptureFixture.data.frequency.rank(ofTerm: term(key).lemmas) == rank)
        if let entry = DictionaryFixture.dictionary.entry(for: key, lemma: key) {
            #expect(entry.cefr == level)
            #expect(entry.rank == rank)
        }
    }

    /// wordfreq and cefrpy split words at hyphens, so a hyphenated spelling the tables lack ranks and levels as the
    /// word closed up: one token ("e-mail", by entry and by text alike); parts whose lemma is "wi fi" (as a capture,
    /// `define` and `show` take "wi-fi") take the more frequent and easier of the closed-up word and the parts as
    /// a phrase ("tshirt" is rare, "t-shirt" as frequent as "shirt"). Written without a hyphen, a phrase as before.
    @Test(arguments: [
        ("e-mail", "e-mail", CEFRLevel.a2, 1_535),
        ("on-line", "on-line", .a2, 727),
        ("co-operation", "co-operation", .b2, 3_767),
        ("wi fi", "wi-fi", .b2, 5_217),
        ("wi fi", "wi fi", .c1, 5_217),
        ("t shirt", "t-shirt", .b1, 1_738),
        ("home cook", "home-cook", .a2, 1_229),
    ] as [(String, String, CEFRLevel?, Int?)])
    func hyphenatedSpellingIsTheWordClosedUp(key: String, written: String, level: CEFRLevel?, rank: Int?) throws {
        let lemmas = term(key).lemmas
        #expect(CaptureFixture.data.frequency.rank(ofTerm: lemmas, writtenAs: written) == rank)
        #expect(CaptureFixture.data.cefr.level(ofTerm: lemmas, writtenAs: written) == level)
        let card = Self.builder.card(for: Capture(term: term(key), surface: written, sentence: "The \(written).", capturedAt: storeTestDate),
                                     change: .added, level: nil)
        #expect(card.rank == rank)
        #expect(card.cefr == level)
        if lemmas.count == 1, let id = CaptureFixture.data.lexicon.id(of: key) {
            #expect(CaptureFixture.data.frequency.rank(of: id) == rank)
            #expect(CaptureFixture.data.cefr.level(of: id) == level)
        }
    }

    /// The dictionary reads both tables without the lexicon: every lexicon
    /// lemma must get from them the level and rank the scorer gets by entry.
    @Test func byWordAgreesWithByEntry() throws {
        let data = CaptureFixture.data
        let compiled = try CompiledData(path: data.location.url(CompiledData.path).path)
        let levels = CEFRTable(compiled: compiled), ranks = FrequencyTable(compiled: compiled)
        var checked = 0
        for index in stride(from: 0, to: data.lexicon.count, by: 3) {
            let id = LemmaID(rawValue: UInt32(index))
            guard let word = data.lexicon.string(for: id), word == word.lowercased() else { continue }
            #expect(levels.level(of: word) == data.cefr.level(of: id), "\(word)")
            #expect(ranks.rank(of: word) == data.frequency.rank(of: id), "\(word)")
            checked += 1
        }
        #expect(checked > 10_000)
    }
}
