import Documents
import Testing

/// Issue 30: a Project Gutenberg book's header and licence trailer, found so that scores leave them out.
@Suite("Documents: Project Gutenberg header and licence")
struct GutenbergBoilerplateTests {
    static let modernHeader = """
        The Project Gutenberg eBook of Pride and Prejudice

        This ebook is for the use of anyone anywhere in the United States and
        most other parts of the world at no cost and with almost no restrictions
        whatsoever.

        Title: Pride and Prejudice

        Author: Jane Austen

        Release date: June 1, 1998 [eBook #1342]

        *** START OF THE PROJECT GUTENBERG EBOOK PRIDE AND PREJUDICE ***

        """

    static let body = "Chapter 1\n\nIt is a truth universally acknowledged.\n\n"

    /// The body as the rule cuts it out of `text`, nil when nothing was found.
    static func body(of text: String, window: Int = GutenbergBoilerplate.window) -> String? {
        let bytes = Array(text.utf8)
        let tailOffset = max(bytes.count - window, 0)
        guard let range = GutenbergBoilerplate.body(head: bytes.prefix(window), tail: bytes[tailOffset...], tailOffset: tailOffset,
                                                    count: bytes.count) else { return nil }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    @Test(arguments: [
        ("modern header and trailer", modernHeader + body + "*** END OF THE PROJECT GUTENBERG EBOOK PRIDE AND PREJUDICE ***\n\nUpdated editions will replace the previous one.\n",
         body),
        ("older THIS wording, End of line before the marker", "Title: Emma\n\n*** START OF THIS PROJECT GUTENBERG EBOOK EMMA ***\n\n" + body
            + "End of the Project Gutenberg EBook of Emma, by Jane Austen\n\n*** END OF THIS PROJECT GUTENBERG EBOOK EMMA ***\n",
         "\n" + body),
        ("credits paragraph after the marker", "*** START OF THE PROJECT GUTENBERG EBOOK MOBY-DICK ***\n\nProduced by Daniel Lazarus, Jonesey,\nand David Widger\n\n" + body,
         "\n" + body),
        ("1990s small print", "**The Project Gutenberg Etext of Persuasion**\n*END*THE SMALL PRINT! FOR PUBLIC DOMAIN ETEXTS*Ver.04.29.93*END*\n" + body
            + "End of Project Gutenberg's Persuasion, by Jane Austen\n", body),
        ("trailer alone", body + "*** END OF THE PROJECT GUTENBERG EBOOK ***\nlicence\n", body),
        ("markers indented, CRLF line ends", "  *** START OF THE PROJECT GUTENBERG EBOOK EMMA ***\r\n" + body
            + "\t*** END OF THE PROJECT GUTENBERG EBOOK EMMA ***\r\n", body),
        ("End of line in lower case", body + "end of project gutenberg's emma\n", body),
    ])
    func headerAndTrailerAreCutOff(name: String, text: String, expected: String) {
        #expect(Self.body(of: text) == expected, "\(name)")
    }

    @Test(arguments: [
        "Chapter 1\n\nIt is a truth universally acknowledged.\n",
        "She read the START OF THE PROJECT GUTENBERG EBOOK aloud.\nEnd of the story.\n",
        "*** START OF SOMETHING ELSE ***\ntext\n",
        "Chapter 9\n\nEnd of the chapter, and of the Project Gutenberg book club meeting.\n",
    ])
    func textWithoutTheMarkersIsWhole(text: String) {
        #expect(Self.body(of: text) == nil)
    }

    @Test func onlyTheWindowsAtEitherEndAreSearched() {
        let filler = String(repeating: "Words of the book go on and on here.\n", count: 100)
        let text = filler + "*** START OF THE PROJECT GUTENBERG EBOOK X ***\n" + filler + "*** END OF THE PROJECT GUTENBERG EBOOK X ***\n" + filler
        #expect(Self.body(of: text, window: 1_000) == nil)
        #expect(Self.body(of: text)?.hasPrefix("Words of the book") == true)
    }

    @Test(arguments: [
        ("one long paragraph a line, no blank line", String(repeating: "A sentence of a news article, long enough. ", count: 3) + "\n"
            + String(repeating: "Another sentence of it, long too. ", count: 4) + "\nShort title\n", true),
        ("blank lines", String(repeating: "A long line of prose that runs on. ", count: 4) + "\n\nMore.\n", false),
        ("short lines", "A poem\nin short lines\nstays whole\n", false),
        ("one line", String(repeating: "One long line. ", count: 10), false),
    ])
    func linesAreParagraphsWhenLongAndNotBlankSeparated(name: String, text: String, expected: Bool) {
        #expect(PlainTextLines.areParagraphs(Array(text.utf8)[...]) == expected, "\(name)")
    }
}
