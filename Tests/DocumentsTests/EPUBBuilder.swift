import Foundation
import ZIPFoundation

/// A small EPUB 3 written to a temporary file: its chapters in spine order, and any other entries
/// (META-INF/encryption.xml, fonts). Removed by `remove()`.
struct EPUBBuilder {
    let path: String

    /// `chapters` are (archive path under OEBPS/, XHTML); `package` replaces the generated package document.
    init(chapters: [(String, String)], extra: [(String, String)] = [], package: String? = nil) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString).epub").path
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        func add(_ name: String, _ text: String, _ method: CompressionMethod = .deflate) throws {
            let data = Data(text.utf8)
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: method) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        try add("mimetype", "application/epub+zip", .none)
        try add("META-INF/container.xml", """
            <?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>\
            <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
            """)
        let items = chapters.enumerated().map { #"<item id="c\#($0.offset)" href="\#($0.element.0)" media-type="application/xhtml+xml"/>"# }
        let references = chapters.indices.map { #"<itemref idref="c\#($0)"/>"# }
        try add("OEBPS/content.opf", package ?? """
            <?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata \
            xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Hostile</dc:title></metadata><manifest>\
            \(items.joined())</manifest><spine>\(references.joined())</spine></package>
            """)
        for (name, xhtml) in chapters { try add("OEBPS/" + name, xhtml) }
        for (name, text) in extra { try add(name, text) }
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// A chapter whose body is `body`.
    static func xhtml(_ body: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><body>\#(body)</body></html>"#
    }
}
