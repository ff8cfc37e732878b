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

/// Issues 47 and 51: one rule for which files of a folder are reading material, for `serve`'s library and
/// `batch`'s folders.
@Suite("Documents: which files of a folder are reading material")
struct ReadingMaterialTests {
    static let epubHead = Array("PK\u{3}\u{4}".utf8) + Array(repeating: 0, count: 26) + Array("mimetypeapplication/epub+zip".utf8)
        + Array("PK\u{3}\u{4}".utf8)

    @Test(arguments: [
        ("books/LOOMINGS", Array("Call me Ishmael. Some years ago".utf8), InputFormat?.some(.text)),
        ("README", Array("<!doctype html><html><p>Hi</p>".utf8), .html),
        ("talk", Array("1\n00:00:01,000 --> 00:00:02,000\nHello.\n".utf8), .srt),
        ("book", epubHead, .epub),
        ("cut-short", Array(Array("Déjà".utf8).dropLast(1)), .text),
        ("a.txt", Array("\u{0}\u{1}".utf8), .text),
        ("notes.md", [], .markdown),
        ("backup.json", Array("{\"terms\":[]}".utf8), nil),
        ("export.csv", Array("term,status\n".utf8), nil),
        ("MANIFEST.tsv", Array("file\tlevel\n".utf8), nil),
        ("archive.tar.gz", Array("text".utf8), nil),
        ("program", Array("\u{7F}ELF\u{2}\u{1}\u{1}\u{0}\u{0}".utf8), nil),
        ("latin1", [0x43, 0x61, 0x66, 0xE9, 0x20, 0x6E, 0x6F, 0x69, 0x72], nil),
        ("empty", [], nil),
        ("zip", Array("PK\u{3}\u{4}".utf8) + Array(repeating: 0, count: 40), nil),
    ])
    func formatOfAListedFile(path: String, head: [UInt8], expected: InputFormat?) {
        #expect(ReadingMaterial.format(ofListed: path, head: { head }) == expected)
    }

    @Test func theHeadIsReadOnlyForANameWithoutAnExtension() {
        var read = 0
        _ = ReadingMaterial.format(ofListed: "lib/backup.json", head: { read += 1; return [] })
        _ = ReadingMaterial.format(ofListed: "lib/a.epub", head: { read += 1; return [] })
        #expect(read == 0)
        _ = ReadingMaterial.format(ofListed: "lib/LOOMINGS", head: { read += 1; return Array("Call me Ishmael.".utf8) })
        #expect(read == 1)
    }
}
