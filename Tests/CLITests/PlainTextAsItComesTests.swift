import Foundation
import Testing

/// Plain text as learners find it (issue 30): an article saved a paragraph a line keeps its paragraphs
/// in `read`, and a Project Gutenberg book is scored without its header and licence.
@Suite("CLI: plain text as it comes")
struct PlainTextAsItComesTests {
    static let paragraphs = [
        "The city council met on Monday to talk about the new park, and many people came to the meeting to listen.",
        "Some of them wanted a playground for children, while others asked for more trees and a quiet place to sit.",
        "The council will decide next month.",
    ]

    /// `read` output before its footer, every word made Known first (so no marks).
    static func read(_ text: String, _ arguments: [String]) throws -> String {
        let cli = try ReaderCLI()
        let file = try cli.file("article.txt", text)
        _ = try cli.run(["finish", file])
        let result = try cli.run(["read", file, "--no-pager"] + arguments)
        #expect(result.status == 0)
        return result.stdout.components(separatedBy: "\n\n").dropLast().joined(separator: "\n\n")
    }

    @Test func aParagraphALineIsShownAsParagraphsInPlainANSIAndHTML() throws {
        let text = Self.paragraphs.joined(separator: "\n") + "\n"
        #expect(try Self.read(text, ["--format", "plain"]) == Self.paragraphs.joined(separator: "\n\n"))
        #expect(try Self.read(text, ["--format", "plain", "--width", "60"]) == """
            The city council met on Monday to talk about the new park,
            and many people came to the meeting to listen.

            Some of them wanted a playground for children, while others
            asked for more trees and a quiet place to sit.

            The council will decide next month.
            """)
        let ansi = try Self.read(text, ["--format", "ansi", "--color", "always", "--width", "60"])
        #expect(ansi.components(separatedBy: "\n\n").count == 3)
        let cli = try ReaderCLI()
        let html = try cli.run(["read", try cli.file("a.txt", text), "--format", "html"]).stdout
        #expect(html.components(separatedBy: "<p>").count - 1 == 3)
    }

    @Test func linesOfProseWithBlankLinesOrShortLinesKeepTheirOldLayout() throws {
        let wrapped = "The city council met on Monday\nto talk about the new park.\n\nThe council will decide.\n"
        #expect(try Self.read(wrapped, ["--format", "plain", "--width", "60"])
            == "The city council met on Monday to talk about the new park.\n\nThe council will decide.")
        let cli = try ReaderCLI()
        let html = try cli.run(["read", try cli.file("a.txt", wrapped), "--format", "html"]).stdout
        #expect(html.components(separatedBy: "<p>").count - 1 == 2)
    }

    static let header = """
        The Project Gutenberg eBook of Pride and Prejudice

        This ebook is for the use of anyone anywhere in the United States and
        most other parts of the world at no cost and with almost no restrictions
        whatsoever. You may copy it, give it away or re-use it under the terms
        of the Project Gutenberg License included with this ebook or online
        at www.gutenberg.org.

        Title: Pride and Prejudice

        Author: Jane Austen

        *** START OF THE PROJECT GUTENBERG EBOOK PRIDE AND PREJUDICE ***


        """

    static let trailer = """

        *** END OF THE PROJECT GUTENBERG EBOOK PRIDE AND PREJUDICE ***

        Updated editions will replace the previous one--the old editions will
        be renamed.

        Creating the works from print editions not protected by U.S. copyright
        law means that no one owns a United States copyright in these works,
        so the Foundation (and you!) can copy and distribute it in the
        United States without permission and without paying copyright
        royalties.

        """

    static func words(_ result: ReaderCLI.Result) -> [Int] { result.jsonLines.map { $0["words"] as? Int ?? -1 } }

    @Test func aGutenbergBookIsScoredWithoutItsHeaderAndLicence() throws {
        let cli = try ReaderCLI()
        let body = try String(contentsOfFile: ReaderCLI.samples + "/pride-and-prejudice-chapter-1.txt", encoding: .utf8)
        let book = try cli.file("pg1342.txt", Self.header + body + Self.trailer)
        let bare = try cli.file("chapter.txt", body)
        let unmarked = try cli.file("unmarked.txt", (Self.header + body + Self.trailer).replacingOccurrences(of: "***", with: "---"))
        let scored = try cli.run(["score", book, bare, unmarked, "--format", "jsonl"])
        #expect(scored.status == 0)
        let counts = Self.words(scored)
        #expect(counts[0] == counts[1])
        // The header and licence hold 145 words ("re-use" is one since issue 26, as in UD EWT).
        #expect(counts[2] == counts[1] + 145)
        #expect(Self.words(try cli.run(["batch", book, bare, "--format", "jsonl"])) == [counts[1], counts[1]])
    }
}
