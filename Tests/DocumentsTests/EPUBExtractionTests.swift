import Documents
import Foundation
import Testing

@Suite("Documents: EPUB books")
struct EPUBExtractionTests {
    @Test(arguments: ["two-openings.epub", "two-openings-epub2.epub"])
    func chaptersInSpineOrderWithTheirTitlesAndTheBooksMetadata(name: String) throws {
        let document = try DocumentExtractor.extract(epubAt: DocumentFixtures.path(name))
        #expect(document.format == .epub)
        #expect(document.title == "Two Openings")
        #expect(document.author == "Jane Austen")
        #expect(document.language == "en-GB")
        #expect(document.sections.map(\.title) == ["Two Openings", "Pride and Prejudice", "Persuasion"])
        #expect(document.sections.map(\.range) == [0..<25, 27..<707, 709..<2195])
        let text = Array(document.text.utf8)
        #expect(String(decoding: text[27..<46], as: UTF8.self) == "Pride and Prejudice")
        #expect(document.section(containing: 800)?.title == "Persuasion")
        let oracle = try String(contentsOfFile: DocumentFixtures.path("two-openings.pandoc.txt"), encoding: .utf8)
        #expect(DocumentFixtures.words(document.text) == ["Two", "Openings", "Jane", "Austen"] + DocumentFixtures.words(oracle))
    }

    @Test func aZipBombIsRefusedBeforeItInflates() {
        #expect(throws: DocumentError.archiveTooLarge("'OEBPS/chapter.xhtml' expands past 24 MB")) {
            try DocumentExtractor.extract(epubAt: DocumentFixtures.path("zip-bomb.epub"))
        }
    }

    @Test func anEntryOutsideTheArchiveIsRefused() {
        #expect(throws: DocumentError.unsafePath("../../etc/passwd")) {
            try DocumentExtractor.extract(epubAt: DocumentFixtures.path("path-escape.epub"))
        }
    }

    @Test func malformedXHTMLIsReadAsABrowserWould() throws {
        let document = try DocumentExtractor.extract(epubAt: DocumentFixtures.path("malformed-xhtml.epub"))
        #expect(document.text == "Broken chapter\n\nFirst paragraph\n\nSecond paragraph &nbsp")
        #expect(document.title == "Hostile")
    }

    @Test func aFileThatIsNoZipIsMalformed() {
        #expect(throws: DocumentError.malformed(.epub, "not a zip archive")) {
            try DocumentExtractor.extract(epubAt: DocumentFixtures.path("lesson.srt"))
        }
    }
}
