import Documents
import Testing

@Suite("Documents: which format a file is")
struct FormatDetectionTests {
    @Test(arguments: [
        ("book.epub", InputFormat.epub), ("page.HTML", .html), ("page.htm", .html), ("ch1.xhtml", .html), ("film.srt", .srt),
        ("film.vtt", .vtt), ("notes.md", .markdown), ("notes.markdown", .markdown), ("a.txt", .text),
    ])
    func byExtension(path: String, format: InputFormat) {
        #expect(InputFormat.byExtension(of: path) == format)
    }

    @Test(arguments: ["README", "archive.tar.gz", "folder.epub/README", ".hidden"])
    func noFormatFromOtherNames(path: String) {
        #expect(InputFormat.byExtension(of: path) == nil)
    }

    @Test(arguments: [
        ("<!DOCTYPE html><html><body>", InputFormat.html), ("\n  <html lang=\"en\">", .html),
        ("<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\">", .html), ("WEBVTT\n\n00:01.000 --> 00:02.000\nHi", .vtt),
        ("1\n00:00:01,000 --> 00:00:02,000\nHi", .srt), ("\u{FEFF}1\r\n00:00:01,000 --> 00:00:02,000\r\nHi", .srt),
        ("It was a dark night.\n", .text), ("<p>a fragment is text</p>", .text), ("12 apples\n3 pears", .text),
    ])
    func byContent(prefix: String, format: InputFormat) {
        #expect(InputFormat.sniff(Array(prefix.utf8)) == format)
    }

    @Test func anEPUBIsAZipWhoseFirstEntryIsItsMimetype() throws {
        #expect(InputFormat.sniff(try DocumentFixtures.bytes("two-openings.epub")) == .epub)
        #expect(InputFormat.sniff([0x50, 0x4B, 0x03, 0x04] + Array(repeating: 0, count: 60)) == .text)
    }
}
