import Foundation
import ZIPFoundation

/// A one-chapter EPUB for the CLI tests: the package around it written once, the chapter given by the caller
/// (whole, or streamed when it is large), then any `extra` entries (META-INF/encryption.xml, fonts).
enum TestEPUB {
    static func write(at path: String, title: String, extra: [(String, String)] = [], chapter: (Archive) throws -> Void) throws {
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        try add(archive, "mimetype", "application/epub+zip", .none)
        try add(archive, "META-INF/container.xml", """
            <?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>\
            <rootfile full-path="content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
            """)
        try add(archive, "content.opf", """
            <?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata \
            xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>\(title)</dc:title></metadata><manifest>\
            <item id="c1" href="chapter.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c1"/></spine></package>
            """)
        try chapter(archive)
        for (name, text) in extra { try add(archive, name, text) }
    }

    static func add(_ archive: Archive, _ name: String, _ text: String, _ method: CompressionMethod = .deflate) throws {
        let data = Data(text.utf8)
        try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: method) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
    }
}
