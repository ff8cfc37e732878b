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

    @Test func shortLinesWithoutBlankLinesAreOneParagraph() throws {
        let document = try DocumentExtractor.extract(Array("A poem\nin short lines\nstays whole".utf8), format: .text)
        #expect(document.paragraphs == [0..<33])
    }

    @Test func markdownHeadingsOpenSections() throws {
        let markdown = "# First\n\nSome *text* here.\n\n## Second\n\n- a list item\n- [a link](http://example.com) in prose words\n"
        let document = try DocumentExtractor.extract(Array(markdown.utf8), format: .markdown)
        #expect(document.text == "First\n\nSome text here.\n\nSecond\n\na list item\n\na link in prose words")
        #expect(document.sections.map(\.title) == ["First", "Second"])
        #expect(document.title == "First")
        #expect(document.format == .markdown)
    }
}
