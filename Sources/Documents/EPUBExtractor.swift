import Foundation

/// EPUB 2 and 3: the package's metadata, its spine in reading order, chapter titles from the
/// navigation document (EPUB 3) or the NCX (EPUB 2), each content document through the HTML path.
enum EPUBExtractor {
    static func extract(path: String, limit: Int) throws(DocumentError) -> ExtractedDocument {
        var archive = try EPUBArchive(path: path)
        let packagePath = try packageLocation(in: &archive)
        let encryption = try EPUBEncryption(archive: &archive)
        guard let package = try MarkupDocument.xml(try archive.read(packagePath))?.root else {
            throw .malformed(.epub, "the package document '\(packagePath)' is not well-formed XML")
        }
        let metadata = package.first(named: "metadata")
        var manifest: [String: (href: String, type: String, properties: String)] = [:]
        for item in package.first(named: "manifest")?.all(named: "item") ?? [] {
            guard let id = item.attribute("id"), let href = item.attribute("href") else { continue }
            manifest[id] = (try EPUBArchive.resolve(href, relativeTo: packagePath), item.attribute("media-type") ?? "",
                            item.attribute("properties") ?? "")
        }
        guard let spine = package.first(named: "spine") else { throw .malformed(.epub, "the package has no spine") }
        let titles = try chapterTitles(spine: spine, manifest: manifest, encryption: encryption, archive: &archive)
        var builder = DocumentBuilder(limit: limit)
        for reference in spine.all(named: "itemref") where reference.attribute("linear") != "no" {
            guard let id = reference.attribute("idref"), let item = manifest[id],
                  item.type.contains("html") || item.href.hasSuffix("html") || item.href.hasSuffix("htm") else { continue }
            try encryption.checkReadable(item.href)
            let page = try HTMLExtractor.parse(try archive.read(item.href))
            let title = titles[item.href] ?? page.root.first(named: "h1").map(\.allText) ?? page.root.first(named: "title").map(\.allText)
            if let title, !title.allSatisfy(\.isSpace) { try builder.startSection(title, addHeading: false) }
            try HTMLExtractor.add(page, to: &builder, mainContentOnly: false, headingsOpenSections: false)
        }
        return builder.document(format: .epub, title: metadata?.first(named: "title")?.allText,
                                author: metadata?.first(named: "creator")?.allText,
                                language: metadata?.first(named: "language")?.allText)
    }

    /// META-INF/container.xml names the package document.
    private static func packageLocation(in archive: inout EPUBArchive) throws(DocumentError) -> String {
        guard archive.contains("META-INF/container.xml") else { throw .malformed(.epub, "no META-INF/container.xml") }
        guard let container = try MarkupDocument.xml(try archive.read("META-INF/container.xml"))?.root,
              let path = container.first(named: "rootfile")?.attribute("full-path") else {
            throw .malformed(.epub, "META-INF/container.xml names no package document")
        }
        guard let normalised = EPUBArchive.normalised(path) else { throw .unsafePath(path) }
        return normalised
    }

    /// Content document path -> its title in the table of contents (the first entry pointing at it).
    private static func chapterTitles(spine: MarkupNode, manifest: [String: (href: String, type: String, properties: String)],
                                      encryption: EPUBEncryption, archive: inout EPUBArchive) throws(DocumentError) -> [String: String] {
        var titles: [String: String] = [:]
        func note(_ href: String, _ title: String, base: String) throws(DocumentError) {
            let path = try EPUBArchive.resolve(href, relativeTo: base)
            let clean = title.collapsingWhitespace
            if titles[path] == nil, !clean.isEmpty { titles[path] = clean }
        }
        let navigation = manifest.values.first { $0.properties.split(separator: " ").contains("nav") }
        if let navigation { try encryption.checkReadable(navigation.href) }
        if let navigation,
           let root = try MarkupDocument.html(try archive.read(navigation.href), encoding: "UTF-8")?.root {
            let tables = root.all(named: "nav")
            let toc = tables.first { ($0.attribute("type") ?? "").contains("toc") } ?? tables.first
            for link in toc?.all(named: "a") ?? [] {
                if let href = link.attribute("href") { try note(href, link.allText, base: navigation.href) }
            }
        } else if let ncxID = spine.attribute("toc"), let ncx = manifest[ncxID],
                  let root = try MarkupDocument.xml(try archive.read(ncx.href))?.root {
            for point in root.all(named: "navPoint") {
                guard let source = point.first(named: "content")?.attribute("src") else { continue }
                try note(source, point.first(named: "text")?.allText ?? "", base: ncx.href)
            }
        }
        return titles
    }
}
