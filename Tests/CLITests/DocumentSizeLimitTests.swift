import Foundation
import Testing
import ZIPFoundation

/// Issues 28 and 30: a document is parsed whole, libxml2's tree taking 6-9 bytes a byte, so an EPUB whose
/// one chapter held 60 MB of text took 358-372 MB in `extract`, `score` and `read`, and a 256 MB page was
/// read whole before its parse. A chapter past 24 MB, or a page, Markdown or subtitle file past 24 MB, is
/// refused (exit 65) before it is parsed, and nothing is stored.
@Suite("CLI: documents too large to parse (issues 28, 30)")
struct DocumentSizeLimitTests {
    static let commands = [["extract"], ["read", "--no-pager"], ["score"], ["capture", "--at", "0"]]

    /// An EPUB (deflated, so a few hundred KB) whose one chapter inflates to `megabytes` MB of paragraphs.
    static func epub(chapterMegabytes megabytes: Int, at path: String) throws {
        try TestEPUB.write(at: path, title: "Long") { archive in
            let head = Data(#"<html xmlns="http://www.w3.org/1999/xhtml"><body>"#.utf8)
            let paragraph = Data("<p>It is a truth universally acknowledged that a single man must be in want of a wife.</p>\n".utf8)
            let total = megabytes * 1_000_000
            try archive.addEntry(with: "chapter.xhtml", type: .file, uncompressedSize: Int64(head.count + total), compressionMethod: .deflate) { position, size in
                var chunk = Data(capacity: size)
                var offset = Int(position)
                while chunk.count < size {
                    if offset < head.count {
                        chunk.append(head[offset...].prefix(size - chunk.count))
                    } else {
                        let inParagraph = (offset - head.count) % paragraph.count
                        chunk.append(paragraph[inParagraph...].prefix(size - chunk.count))
                    }
                    offset = Int(position) + chunk.count
                }
                return chunk
            }
        }
    }

    @Test("an EPUB whose one chapter holds 30 MB of text is refused before it is parsed (issue 30)")
    func epubChapterPastTheLimitIsRefused() throws {
        let cli = try ReaderCLI()
        let path = try cli.file("long-chapter.epub", [])
        try FileManager.default.removeItem(atPath: path)
        try Self.epub(chapterMegabytes: 30, at: path)
        for arguments in Self.commands {
            let result = try cli.run(arguments + [path])
            #expect(result.status == 65, "\(arguments)")
            #expect(result.stderr == "reader: \(path): refused: the archive is too large when unpacked ('chapter.xhtml' expands past 24 MB)\n",
                    "\(arguments)")
        }
        #expect(try cli.listed() == [:])
    }

    @Test("a page of 26 MB is refused before it is read whole (issue 28)")
    func pagePastTheLimitIsRefused() throws {
        let cli = try ReaderCLI()
        let paragraph = Array("<p>It is a truth universally acknowledged.</p>\n".utf8)
        let page = Array(repeating: paragraph, count: 26_000_000 / paragraph.count + 1).flatMap { $0 }
        let path = try cli.file("long.html", page)
        for arguments in Self.commands {
            let result = try cli.run(arguments + [path])
            #expect(result.status == 65, "\(arguments)")
            #expect(result.stderr == "reader: \(path): the file is larger than 24 MB, the most a document is read whole to be extracted ('--input-format text' streams any size)\n",
                    "\(arguments)")
        }
        #expect(try cli.listed() == [:])
    }
}
