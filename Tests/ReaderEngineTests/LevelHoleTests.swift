import Foundation
import Testing
import Tokenizer
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Issue 27: the level data has no holes among the most frequent lemmas, and rank has one owner.
@Suite("Level data without holes (issue 27)")
struct LevelHoleTests {
    static let data = CaptureFixture.data

    /// The worst cases, checked by hand (Corpora/cefr/checked.tsv), with their form ranks.
    @Test(arguments: [
        ("least", 340, CEFRLevel.a2), ("thanks", 354, .a1), ("false", 2_196, .a2), ("hello", 1_889, .a1),
        ("website", 931, .a2), ("o'clock", 5_579, .a1), ("zero", 2_108, .a2), ("noisy", 9_006, .a2),
    ])
    func worstCases(word: String, rank: Int, level: CEFRLevel) throws {
        #expect(Self.data.frequency.rank(of: word) == rank)
        #expect(Self.data.cefr.level(of: word) == level)
        let id = try #require(Self.data.lexicon.id(of: word))
        #expect(Self.data.frequency.rank(of: id) == rank)
    }

    @Test("init --level B1 marks them Known")
    func seeded() throws {
        let seeded = Set(try VocabularySeed.terms(upTo: .b1, data: Self.data).map(\.key))
        // A hyphenated spelling goes with the word closed up ("e-mail" with "email"; wordfreq splits hyphens).
        for word in ["least", "thanks", "false", "hello", "website", "o'clock", "zero", "noisy", "interested", "means",
                     "e-mail", "on-line", "week-end"] {
            #expect(seeded.contains(word), "\(word)")
        }
        // A hyphenated spelling whose closed-up word is above B1 stays New, as that word does.
        #expect(!seeded.contains("co-operation"))
        // Above B1 and rarer than the B1 frequency floor: left New.
        #expect(!seeded.contains("deafness"))
    }

    /// Regression (issue 27): the scorer and the capture card gave "interested" different ranks.
    @Test func interestedHasOneRank() throws {
        let id = try #require(Self.data.lexicon.id(of: "interested"))
        #expect(Self.data.frequency.rank(of: id) == 1_181)
        #expect(LemmaRanker().rank(of: id, data: Self.data) == 1_181)
        let capture = Capture(term: try #require(Term(key: "interested")), surface: "interested", sentence: "", capturedAt: storeTestDate)
        #expect(CaptureFixture.builder.card(for: capture, change: .unchanged, level: nil).badge == .essential)
    }

    @Test("every one of the 20,000 most frequent lemmas has a rank and a CEFR level")
    func noHoles() throws {
        let lemmas = String(decoding: try LanguageData.read(Self.data.location.url("frequency/lemmas.tsv").path), as: UTF8.self)
        var checked = 0
        for line in lemmas.split(separator: "\n").prefix(20_000) {
            let word = String(line.split(separator: "\t")[0])
            // Contractions and possessives ("can't", "america's") are no lemmas to learn.
            guard !word.contains("'") && !word.contains("-") else { continue }
            #expect(Self.data.frequency.rank(of: word) != nil, "\(word)")
            #expect(Self.data.cefr.level(of: word) != nil, "\(word)")
            checked += 1
        }
        #expect(checked > 19_000)
    }
}
