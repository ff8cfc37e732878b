import Foundation
import Testing

/// EPUB, HTML, subtitles and Markdown in the commands that read a file (issue 30): offsets count in
/// the extracted text that `reader extract` prints; hostile archives are refused and no term is stored.
@Suite("CLI: documents as input")
struct DocumentInputTests {
    static let fixtures = ReaderCLI.repository.appendingPathComponent("Tests/Fixtures/documents").path
    static func fixture(_ name: String) -> String { fixtures + "/" + name }

    @Test func extractPrintsTheTextAndItsStructure() throws {
        let cli = try ReaderCLI()
        let text = try cli.run(["extract", Self.fixture("lesson.srt")])
        #expect(text.status == 0)
        #expect(text.stdout == "It is a truth universally acknowledged,\n\nthat a single man in possession of a good fortune\n\nmust be in want of a wife.\n")
        let json = try cli.run(["extract", Self.fixture("two-openings.epub"), "--format", "json"])
        #expect(json.stdout.hasPrefix(#"{"format":"epub","title":"Two Openings","author":"Jane Austen","language":"en-GB","url":null,"sections":[{"title":"Two Openings","start":0,"end":25},{"title":"Pride and Prejudice","start":27,"end":707},{"title":"Persuasion","start":709,"end":2195}],"paragraphs":[[0,12],[14,25],[27,46],"#))
    }

    @Test func tokensOffsetsCountInTheExtractedText() throws {
        let cli = try ReaderCLI()
        let tokens = try cli.run(["tokens", Self.fixture("lesson.vtt"), "--format", "tsv"]).stdout.split(separator: "\n")
        #expect(tokens.first == "It\tit\tword\t0\t2\t0\tPRON")
        #expect(tokens.contains("possession\tpossession\tword\t62\t72\t0\tNOUN"))
        #expect(tokens.contains("&\t&\tpunct\t73\t74\t0\tCCONJ"))
        #expect(tokens.last == ".\t\tpunct\t116\t117\t0\tPUNCT")
    }

    @Test func aTapInABookDefinesTheWordOfTheExtractedText() throws {
        let cli = try ReaderCLI()
        let book = Self.fixture("two-openings.epub")
        // Byte 27 starts "Pride and Prejudice", 48 "It is a truth universally acknowledged".
        let result = try cli.run(["define", book, "--at", "65", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(#"{"term":"universally","lemma":"universally""#))
    }

    @Test func scoreAndReadTakeThePageNotItsFurniture() throws {
        let cli = try ReaderCLI()
        let page = Self.fixture("emma-article.html")
        let score = try cli.run(["score", page, "--format", "json"])
        #expect(score.status == 0)
        // Issue 26: 1,219 words since the tagger reads "daughter's marrying" as a possessive, no "is".
        #expect(score.stdout.contains(#""words":1219,"sentences":41,"#))
        let read = try cli.run(["read", page, "--format", "plain", "--no-pager"])
        #expect(read.stdout.hasPrefix("Emma, [the] [opening]\n\n"))
        #expect(!read.stdout.contains("cookie"))
    }

    /// Issue 51 item 11: a Markdown file's code is shown as code where it stands (indented in a terminal,
    /// `<pre><code>` in HTML, listed by `extract --format json`), and never highlighted, counted or scored.
    @Test func codeIsShownAsCodeAndNeverRead() throws {
        let cli = try ReaderCLI()
        _ = try cli.run(["mark", "run", "the", "before", "you", "start", "reader", "then", "slowly", "--known"])
        let file = try cli.file("install.md", "Run the installer before you start.\n\n```sh\nmake deps\n\t./configure [x] <y>\n```\n\nThen read slowly.\n")
        #expect(try cli.run(["read", file, "--format", "plain", "--no-pager"]).stdout == """
            Run the [installer] before you start.

                make deps
                    ./configure \\[x\\] <y>

            Then [read] slowly.

            9 words · 77.8% known · 2 new · 0 learning

            """)
        let html = try cli.run(["read", file, "--format", "html", "--no-pager"]).stdout
        #expect(html.contains("</p>\n<pre><code>make deps\n    ./configure [x] &lt;y&gt;\n</code></pre>\n<p>Then "))
        #expect(try cli.run(["extract", file, "--format", "json"]).stdout.contains(
            #""cues":[],"code":[{"at":35,"text":"make deps\n\t./configure [x] <y>"}],"text":"Run the installer before you start.\n\nThen read slowly."}"#))
        #expect(try cli.run(["score", file, "--format", "json"]).stdout.contains(#""words":9,"#))
    }

    @Test func stdinIsPlainTextUnlessInputFormatSaysOtherwise() throws {
        let cli = try ReaderCLI()
        let html = "<html><body><p>The <b>cat</b> sat.</p></body></html>"
        #expect(try cli.run(["extract"], stdin: html).stdout == html + "\n")
        #expect(try cli.run(["extract", "--input-format", "html"], stdin: html).stdout == "The cat sat.\n")
        let forced = try cli.run(["tokens", "--input-format", "html", "--format", "tsv"], stdin: html)
        #expect(forced.stdout.split(separator: "\n").first == "The\tthe\tword\t0\t3\t0\tDET")
        let epub = try cli.run(["extract", "--input-format", "epub"], stdin: "x")
        #expect(epub.status == 64)
        #expect(epub.stderr == "reader: an EPUB is read from a file, not from stdin\n")
    }

    @Test(arguments: [
        ("zip-bomb.epub", "refused: the archive is too large when unpacked ('OEBPS/chapter.xhtml' expands past 24 MB)"),
        ("path-escape.epub", "refused: the archive names a path outside itself ('../../etc/passwd')"),
    ])
    func hostileArchivesAreRefusedAndNothingIsWritten(name: String, reason: String) throws {
        let cli = try ReaderCLI()
        for arguments in [["extract"], ["read", "--no-pager"], ["score"], ["capture", "--at", "0"], ["finish"]] {
            let result = try cli.run(arguments + [Self.fixture(name)])
            #expect(result.status == 65, "\(arguments)")
            #expect(result.stderr == "reader: \(Self.fixture(name)): \(reason)\n", "\(arguments)")
        }
        #expect(try cli.listed() == [:])
    }

    /// Issue 30: `batch --recursive` over a folder of books scores each book once, whatever its depth.
    @Test func batchRecursiveScoresAFolderOfBooks() throws {
        let cli = try ReaderCLI()
        func bytes(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.fixture(name)))) }
        let folder = try cli.folder("library", [
            "austen/two-openings.epub": try bytes("two-openings.epub"),
            "austen/older/two-openings-epub2.epub": try bytes("two-openings-epub2.epub"),
            "lesson.srt": try bytes("lesson.srt"),
        ])
        let result = try cli.run(["batch", folder.path, "--recursive", "--sort", "name", "--format", "jsonl"])
        #expect(result.status == 0)
        #expect(result.jsonLines.map { "\(($0["path"] as? String ?? "").dropFirst(folder.path.count)) \($0["words"] as? Int ?? -1)" } == [
            "/austen/older/two-openings-epub2.epub 359", "/austen/two-openings.epub 359", "/lesson.srt 23",
        ])
    }

    /// Issue 30: JSON lines of tokens name the chapter (as `--by-chapter` numbers it) or subtitle cue of each.
    @Test(arguments: [
        ("lesson.srt", "cue", [1: 6, 2: 10, 3: 7]),
        ("two-openings.epub", "chapter", [1: 4, 2: 125, 3: 232]),
        ("two-openings.md", "chapter", [0: 4, 1: 125, 2: 232]),
    ])
    func tokensNameTheirChapterOrCue(name: String, field: String, wordsPerRegion: [Int: Int]) throws {
        let records = try ReaderCLI().run(["tokens", Self.fixture(name)]).jsonLines
        var counts: [Int: Int] = [:]
        for record in records where record["kind"] as? String == "word" {
            if let number = record[field] as? Int { counts[number, default: 0] += 1 }
        }
        #expect(counts == wordsPerRegion)
        #expect(records.allSatisfy { $0.keys.contains(field) })
    }

    @Test func plainTextTokensHaveNoChapterOrCue() throws {
        let records = try ReaderCLI().run(["tokens"], stdin: "Two words.").jsonLines
        #expect(records.count == 4)
        #expect(records.allSatisfy { $0["chapter"] == nil && $0["cue"] == nil })
    }
}
