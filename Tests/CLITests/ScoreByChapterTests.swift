import Foundation
import Testing

/// `score --by-chapter` and `batch --by-chapter` (issue 30): one record per section of a document, each
/// naming its chapter; plain text and documents without sections keep one record.
@Suite("CLI: score and batch by chapter")
struct ScoreByChapterTests {
    static let book = DocumentInputTests.fixture("two-openings.epub")

    static func chapters(_ result: ReaderCLI.Result) -> [String] {
        result.jsonLines.map { record in
            let index = (record["chapter_index"] as? Int).map(String.init) ?? "null"
            let name = (record["path"] as? String ?? "").split(separator: "/").last.map(String.init) ?? ""
            return "\(name)#\(index) \(record["chapter"] as? String ?? "null"): \(record["words"] as? Int ?? -1) words, "
                + "\(record["sentences"] as? Int ?? -1) sentences"
        }
    }

    @Test func eachChapterOfABookIsScoredOnItsOwnAndTheirWordsAddUpToTheBook() throws {
        let cli = try ReaderCLI()
        let result = try cli.run(["score", Self.book, "--by-chapter", "--format", "jsonl"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(Self.chapters(result) == [
            "two-openings.epub#1 Two Openings: 4 words, 2 sentences",
            "two-openings.epub#2 Pride and Prejudice: 125 words, 7 sentences",
            "two-openings.epub#3 Persuasion: 230 words, 7 sentences",
        ])
        #expect(result.stdout.hasPrefix(#"{"path":"\#(Self.book)","chapter_index":1,"chapter":"Two Openings","words":4,"#))
        let whole = try cli.run(["score", Self.book, "--format", "jsonl"]).jsonLines
        #expect(whole.first?["words"] as? Int == 359)
        #expect(whole.first?["chapter"] == nil)
    }

    @Test func plainTextAndSubtitlesKeepOneRecordWithNullChapterFields() throws {
        let cli = try ReaderCLI()
        let text = try cli.file("story.txt", "The cat sat. The cat ran away.")
        let result = try cli.run(["score", text, DocumentInputTests.fixture("lesson.vtt"), "--by-chapter", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(#"{"path":"\#(text)","chapter_index":null,"chapter":null,"words":7,"#))
        #expect(result.stdout.contains(#"lesson.vtt","chapter_index":null,"chapter":null,"words":22,"#))
    }

    @Test func textBeforeTheFirstHeadingIsChapterZero() throws {
        let result = try ReaderCLI().run(["score", DocumentInputTests.fixture("two-openings.md"), "--by-chapter", "--format", "jsonl"])
        #expect(Self.chapters(result) == [
            "two-openings.md#0 (before the first heading): 4 words, 1 sentences",
            "two-openings.md#1 Pride and Prejudice: 125 words, 7 sentences",
            "two-openings.md#2 Persuasion: 230 words, 7 sentences",
        ])
    }

    @Test func theTableNamesTheChapterAfterTheFileAndCSVHasChapterColumns() throws {
        let cli = try ReaderCLI()
        let table = try cli.run(["score", Self.book, "--by-chapter", "--color", "never"]).stdout.split(separator: "\n")
        #expect(table.count == 4)
        // Issue 26: 2.73 before the tag chose the lemmas the level score counts.
        #expect(table[2].hasPrefix(" 2.71  B1  "))
        #expect(table[2].hasSuffix("  125      17.9  \(Self.book)#2 Pride and Prejudice"))
        let csv = try cli.run(["score", Self.book, "--by-chapter", "--format", "csv"]).stdout.components(separatedBy: "\r\n")
        try #require(csv.count == 5)
        #expect(csv[0].hasPrefix("path,chapter_index,chapter,words,sentences,"))
        #expect(csv[3].hasPrefix("\(Self.book),3,Persuasion,230,7,"))
        let plain = try cli.run(["score", Self.book, "--format", "csv"]).stdout.components(separatedBy: "\r\n")
        #expect(plain[0].hasPrefix("path,words,"))
    }

    @Test func batchScoresEveryChapterOfEveryBookInOrder() throws {
        let cli = try ReaderCLI()
        let result = try cli.run(["batch", DocumentInputTests.fixture("lesson.srt"), Self.book, "--by-chapter", "--jobs", "2",
                                  "--sort", "name", "--format", "jsonl"])
        #expect(result.status == 0)
        #expect(Self.chapters(result) == [
            "lesson.srt#null null: 23 words, 1 sentences",
            "two-openings.epub#1 Two Openings: 4 words, 2 sentences",
            "two-openings.epub#2 Pride and Prejudice: 125 words, 7 sentences",
            "two-openings.epub#3 Persuasion: 230 words, 7 sentences",
        ])
        let level = try cli.run(["batch", Self.book, "--by-chapter", "--sort", "level", "--format", "jsonl"])
        #expect(level.jsonLines.map { $0["chapter_index"] as? Int } == [1, 2, 3])
    }

    @Test func stdinJSONLinesRefusesByChapter() throws {
        let result = try ReaderCLI().run(["batch", "--stdin-jsonl", "--by-chapter"], stdin: "")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--stdin-jsonl scores each line whole; drop --by-chapter"))
    }
}
