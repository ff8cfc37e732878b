import Foundation
import Testing
import Tokenizer
@testable import ReaderEngine

/// One term, one frequency rank: the capture card, `define` and the scorer ask
/// `FrequencyTable`, so the badge of a tap and `define`'s rank agree.
@Suite("Frequency: one rank per term")
struct FrequencyRankTests {
    static let builder = CaptureBuilder(data: CaptureFixture.data, partsOfSpeech: CaptureFixture.partsOfSpeech,
                                        dictionary: DictionaryFixture.dictionary)

    @Test(arguments: [
        ("I saw the saw.", 10, "saw", 13_115),
        ("I saw the saw.", 2, "see", 57),
        ("The old roads deteriorate.", 14, "deteriorate", 8_153),
        ("She went to the bank.", 16, "bank", 514),
    ] as [(String, Int, String, Int?)])
    func tappedWordHasOneRank(text: String, at: Int, lemma: String, rank: Int?) throws {
        let tokenizer = try Tokenizer()
        let tokenized = try CaptureFixture.text(text, tokenizer: tokenizer)
        let capture = try Self.builder.capture(.offset(at), in: tokenized, tokenizer: tokenizer, wordOnly: true, source: nil)
        #expect(capture.term.key == lemma)
        #expect(Self.builder.card(for: capture, change: .added, level: nil).rank == rank)
        #expect(DictionaryFixture.dictionary.entry(for: capture.surface, lemma: lemma)?.rank == rank)
        #expect(CaptureFixture.data.frequency.rank(of: lemma) == rank)
    }

    /// A phrase is as rare as its rarest word, and unranked when one of its words is.
    @Test(arguments: [
        ("make a decision", "made a decision", 638),
        ("give up", "gave up", 89),
        ("make a xyzzyq", "made a xyzzyq", nil),
    ] as [(String, String, Int?)])
    func phraseHasItsRarestWordsRank(key: String, surface: String, rank: Int?) {
        let capture = Capture(term: term(key), surface: surface, sentence: "They \(surface).", capturedAt: storeTestDate)
        #expect(Self.builder.card(for: capture, change: .added, level: nil).rank == rank)
        #expect(CaptureFixture.data.frequency.rank(ofTerm: term(key).lemmas) == rank)
        if let entry = DictionaryFixture.dictionary.entry(for: key, lemma: key) { #expect(entry.rank == rank) }
    }

    /// The dictionary reads the table without the lexicon: every lexicon lemma
    /// must get from it the rank the scorer gets by entry.
    @Test func rankByLemmaAgreesWithRankByEntry() throws {
        let data = CaptureFixture.data
        let byLemma = FrequencyTable(compiled: try CompiledData(path: data.location.url(CompiledData.path).path))
        var checked = 0
        for index in stride(from: 0, to: data.lexicon.count, by: 3) {
            let id = LemmaID(rawValue: UInt32(index))
            guard let lemma = data.lexicon.string(for: id), lemma == lemma.lowercased() else { continue }
            #expect(byLemma.rank(of: lemma) == data.frequency.rank(of: id), "\(lemma)")
            checked += 1
        }
        #expect(checked > 10_000)
    }
}
