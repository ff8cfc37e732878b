import Foundation
import Testing

/// A capture's source names the book and chapter, or the page's title, after the file's path (issue 30);
/// plain text keeps the path alone. The card, `show` and the exports show the same source.
@Suite("CLI: capture sources in documents")
struct CaptureSourceTests {
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: DocumentInputTests.fixture(name)).standardizedFileURL.path
    }

    @Test(arguments: [
        (["two-openings.epub", "--at", "65"], "universally", "two-openings.epub · Two Openings › Pride and Prejudice"),
        (["two-openings.epub", "--word", "Persuasion"], "persuasion", "two-openings.epub · Two Openings › Persuasion"),
        (["emma-article.html", "--word", "handsome"], "handsome", "emma-article.html · Emma, the opening · https://reader.example/books/emma-opening"),
        (["lesson.srt", "--word", "truth"], "truth", "lesson.srt"),
    ])
    func theSourceNamesTheBookAndChapterOrThePage(arguments: [String], lemma: String, source: String) throws {
        let cli = try ReaderCLI()
        let file = Self.path(arguments[0])
        let expected = file.dropLast(arguments[0].count) + source
        let result = try cli.run(["capture", file] + arguments.dropFirst() + ["--word-only"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("source:   \(expected) (bytes "))
        let exported = try cli.run(["export", "--format", "json"]).stdout
        #expect(exported.contains(#""source" : "\#(expected)""#))
        let anki = try cli.run(["export", "--format", "anki"]).stdout
        #expect(anki.contains("<small>\(source)</small>"))
        #expect(try cli.listed()[lemma] == "learning")
    }
}

/// Issue 47: a file reached through a link is one file, with one source and one reading position, in the
/// terminal as in the browser (`SourcePath`, which `reader serve`'s library keys by too).
@Suite("CLI: one key for a file reached through a link")
struct SourcePathTests {
    @Test func aCaptureThroughALinkNamesTheFileItself() throws {
        let cli = try ReaderCLI()
        let file = try cli.file("story.txt", "She made a decision to leave the old house.\n")
        let link = cli.folder.appendingPathComponent("link.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let real = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
        let result = try cli.run(["capture", link, "--word", "decision", "--word-only"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("source:   \(real) (bytes 11-19)"))
        #expect(!result.stdout.contains("link.txt"))
    }
}
