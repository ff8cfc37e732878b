import Documents
import Testing

@Suite("Documents: paragraphs of plain text and Markdown")
struct PlainTextStructureTests {
    @Test func blankLinesSeparateParagraphsAndOffsetsCountTheByteOrderMark() throws {
        let document = try DocumentExtractor.extract(Array("\u{FEFF}One line\nand more.\n\nTwo.\n".utf8), format: .text)
        #expect(document.text == "One line\nand more.\n\nTwo.\n")
        #expect(document.paragraphs == [3..<21, 23..<27])
    }

    @Test func longLinesWithoutBlankLinesAreOneParagraphEach() throws {
        let line = String(repeating: "A sentence of a news article. ", count: 5)
        let document = try DocumentExtractor.extract(Array("Title\n\(line)\n\(line)\n".utf8), format: .text)
        #expect(document.paragraphs.count == 3)
        #expect(document.paragraphs[0] == 0..<5)
    }

    /// Issue 51 item 14: lines that are whole sentences are paragraphs, as long lines are; wrapped prose is not.
    @Test(arguments: [
        ("The committee met on Monday to discuss the plans for the new library in town.\n"
            + "Several residents spoke in favour of the plans, while others raised concerns.\n"
            + "A final decision is expected at the next meeting, which takes place in May.\n", 3),
        ("“We will see,” she said, looking out over the grey water of the harbour.\n"
            + "He did not answer her, and for a long while neither of them said anything.\n"
            + "‘Nothing,’ she said at last, ‘nothing will change here for a long time.’\n", 3),
        ("We need to make a decision soon. The old sailor walked to the harbour.\n"
            + "The sailor saw a gull over the harbour and made a decision.\n", 1),
        ("It was the best of times, it was the worst of times, it was the age of\n"
            + "wisdom, it was the age of foolishness, it was the epoch of belief, it\n"
            + "was the epoch of incredulity, it was the season of Light.\n", 1),
        ("Yes.\nNo.\nMaybe.\n", 1),
    ])
    func linesThatAreWholeSentencesAreParagraphs(text: String, paragraphs: Int) throws {
        #expect(try DocumentExtractor.extract(Array(text.utf8), format: .text).paragraphs.count == paragraphs)
    }

    @Test func shortLinesWithoutBlankLinesAreOneParagraph() throws {
        let document = try DocumentExtractor.extract(Array("A poem\nin short lines\nstays whole".utf8), format: .text)
        #expect(document.paragraphs == [0..<33])
    }

    @Test func markdownHeadingsOpenSections() throws {
        let markdown = "# First\n\nSome *text* here.\n\n## Second\n\n- a list item\n- [a link](http://example.com) in prose words\n"
        let document = try DocumentExtractor.extract(Array(markdown.utf8), format: .markdown)
        #expect(document.text == "First\n\nSome text here.\n\nSecond\n\n• a list item\n\n• a link in prose words")
        #expect(document.sections.map(\.title) == ["First", "Second"])
        #expect(document.title == "First")
        #expect(document.format == .markdown)
    }
}
