import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// The `score`/`batch` printers in the engine (moved from reader-cli, issue 29): exact records.
@Suite("Printers: score and batch reports")
struct ScoreReportPrinterTests {
    /// Ten running words, all known; one name; 5/2/1 in the first bands, 2 off the list.
    static let allKnown = DifficultyReport(
        words: 10, sentences: 2, uniqueLemmas: 8, knownCoverage: 1.0, learningCoverage: 0, newUnique: 0,
        newUniqueShare: 0, topNew: [], names: 1,
        bands: BandProfile(counts: [5, 2, 1, 0, 0, 0, 0, 0, 0, 0, 2], nameCounts: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
        k95: nil, k98: nil, learnerLevel: .b1, aboveLevelShare: 0.1,
        features: LevelFeatures(meanSentenceLength: 5, meanSyllables: 1.25, meanLetters: 4, meanLogRank: 2.5, rareShare: 0.2),
        levelScore: 1.5, cefr: .a2, fleschKincaidGrade: 1.234)

    static let someNew = DifficultyReport(
        words: 1_234, sentences: 50, uniqueLemmas: 400, knownCoverage: 0.93548, learningCoverage: 0.01, newUnique: 40,
        newUniqueShare: 0.1, topNew: [LemmaCount(lemma: "entail", count: 3), LemmaCount(lemma: "quoth \"he\"", count: 1)],
        names: 12,
        bands: BandProfile(counts: [1_000, 100, 50, 20, 10, 10, 10, 10, 4, 0, 20], nameCounts: Array(repeating: 0, count: 11)),
        k95: 3, k98: 9, learnerLevel: .b1, aboveLevelShare: 0.05,
        features: LevelFeatures(meanSentenceLength: 24.68, meanSyllables: 1.5, meanLetters: 4.5, meanLogRank: 3.25, rareShare: 0.04),
        levelScore: 4.123, cefr: .b2, fleschKincaidGrade: 10.5)

    static let inputs = [
        ScoredInput(name: "a.txt", report: allKnown),
        ScoredInput(name: "book.epub", chapter: ScoredChapter(index: 2, title: "The \"End\", at last"), report: someNew),
    ]

    @Test func jsonRecordWithFourDecimalsForEveryShare() {
        #expect(ScoreReportJSON.record(Self.inputs[0], byChapter: false) == """
            {"path":"a.txt","words":10,"sentences":2,"unique_lemmas":8,"known_coverage":1.0000,"learning_coverage":0.0000,\
            "new_unique":0,"new_unique_share":0.0000,"top_new":[],"names":1,"bands":{"1k":0.5000,"2k":0.2000,"3k":0.1000,\
            "4k":0.0000,"5k":0.0000,"6k":0.0000,"7k":0.0000,"8k":0.0000,"9k":0.0000,"10k":0.0000,"off":0.2000},\
            "k95":null,"k98":null,"mean_sentence_length":5.00,"mean_syllables":1.2500,"mean_log_rank":2.5000,\
            "rare_share":0.2000,"above_level":0.1000,"learner_level":"B1","level_score":1.50,"cefr":"A2","flesch_kincaid":1.23}
            """)
    }

    @Test func jsonRecordByChapterNamesTheChapterOrNull() {
        let whole = ScoreReportJSON.record(Self.inputs[0], byChapter: true)
        #expect(whole.hasPrefix("{\"path\":\"a.txt\",\"chapter_index\":null,\"chapter\":null,\"words\":10,"))
        let chapter = ScoreReportJSON.record(Self.inputs[1], byChapter: true)
        #expect(chapter.hasPrefix("{\"path\":\"book.epub\",\"chapter_index\":2,\"chapter\":\"The \\\"End\\\", at last\",\"words\":1234,"))
        #expect(chapter.contains(",\"top_new\":[{\"lemma\":\"entail\",\"count\":3},{\"lemma\":\"quoth \\\"he\\\"\",\"count\":1}],"))
        #expect(chapter.contains(",\"k95\":3,\"k98\":9,"))
    }

    @Test func jsonLinesRecordEchoesTheIDAsGiven() {
        let record = ScoreReportJSON.record(Self.allKnown, name: .id(json: "42"))
        #expect(record.hasPrefix("{\"id\":42,\"words\":10,"))
        #expect(!record.contains("chapter"))
    }

    @Test func csvHeaderAndRowsWithChapters() {
        let report = ScoreReport(format: .csv, byChapter: true, colors: false).text(Self.inputs)
        let header: String = "path,chapter_index,chapter,words,sentences,unique_lemmas,known_coverage,learning_coverage,"
            + "new_unique,new_unique_share,band_1k,band_2k,band_3k,band_4k,band_5k,band_6k,band_7k,band_8k,band_9k,band_10k,"
            + "band_off,k95,k98,mean_sentence_length,mean_syllables,mean_log_rank,rare_share,above_level,learner_level,"
            + "level_score,cefr,flesch_kincaid,top_new"
        let whole: String = "a.txt,,,10,2,8,1.0000,0.0000,0,0.0000,0.5000,0.2000,0.1000,0.0000,0.0000,0.0000,0.0000,"
            + "0.0000,0.0000,0.0000,0.2000,,,5.00,1.2500,2.5000,0.2000,0.1000,B1,1.50,A2,1.23,"
        let chapter: String = #"book.epub,2,"The ""End"", at last",1234,50,400,0.9355,0.0100,40,0.1000,0.8104,"#
            + "0.0810,0.0405,0.0162,0.0081,0.0081,0.0081,0.0081,0.0032,0.0000,0.0162,3,9,24.68,1.5000,3.2500,0.0400,"
            + #"0.0500,B1,4.12,B2,10.50,"entail quoth ""he""""#
        #expect(report == header + "\r\n" + whole + "\r\n" + chapter + "\r\n")
    }

    @Test func tableAlignsNumbersAndPutsThePathLast() {
        #expect(ScoreReport(format: .table, byChapter: true, colors: false).text(Self.inputs) == """
            LEVEL  CEFR  KNOWN                          NEW  K95  K98  WORDS  SENT.LEN  FILE
             1.50  A2    ▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆│▆▆▆│▆▆ 100.0%    0  >10  >10     10       5.0  a.txt
             4.12  B2    ▆▆▆▆▆▆▆▆▆▆▆▆▆▆▁│▁▁▁│▁▁  93.5%   40    3    9  1,234      24.7  book.epub#2 The "End", at last

            """)
    }

    /// The level is coloured by its CEFR band (an enum, no longer the first letter of a String).
    @Test(arguments: [(CEFRLevel.a1, "\u{1B}[1;32mA1\u{1B}[0m"), (.b2, "\u{1B}[1;36mB2\u{1B}[0m"), (.c1, "\u{1B}[1;35mC1\u{1B}[0m")])
    func tableColoursTheLevel(level: CEFRLevel, expected: String) {
        var report = Self.allKnown
        report.cefr = level
        let table = ScoreReport(format: .table, byChapter: false, colors: true).text([ScoredInput(name: "x", report: report)])
        #expect(table.split(separator: "\n")[1].contains("  \(expected)    "))
    }

    @Test func jsonArrayAndLines() {
        let array = ScoreReport(format: .json, byChapter: false, colors: false).text(Self.inputs)
        #expect(array.hasPrefix("[\n{\"path\":\"a.txt\","))
        #expect(array.contains("\"flesch_kincaid\":1.23},\n{\"path\":\"book.epub\","))
        #expect(array.hasSuffix("\"flesch_kincaid\":10.50}\n]\n"))
        #expect(ScoreReport(format: .json, byChapter: false, colors: false).text([]) == "[]\n")
        let lines = ScoreReport(format: .jsonl, byChapter: false, colors: false).text(Self.inputs)
        #expect(lines.split(separator: "\n").count == 2)
        #expect(lines.hasSuffix("\"flesch_kincaid\":10.50}\n"))
    }

    @Test func sortKeepsTiesInPathOrder() {
        let sorted = ReportSort.known.sorted(Self.inputs.reversed())
        #expect(sorted.map(\.name) == ["a.txt", "book.epub"])
        #expect(ReportSort.level.sorted(Self.inputs.reversed()).map(\.name) == ["a.txt", "book.epub"])
        #expect(ReportSort.name.sorted(Self.inputs.reversed()).map(\.name) == ["a.txt", "book.epub"])
    }
}
