import CMarkup
import Foundation

/// HTML to reading text: the article, not the page. Scripts, styles, navigation, forms, banners and
/// comments go; the main content is found as Readability does (an `<article>` or `<main>`, else the
/// element whose paragraphs hold the most text outside links); headings, paragraphs, list items,
/// quotes and table rows become paragraphs, `<h1>` and `<h2>` open sections.
enum HTMLExtractor {
    static let blockElements: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "pre", "dt", "dd", "figcaption", "caption", "tr",
        "div", "section", "article", "main", "ul", "ol", "dl", "table", "tbody", "thead", "tfoot", "figure", "header",
        "hr", "address", "details", "summary", "body", "html", "center",
    ]
    /// The parse refuses deeper trees (no text is lost), so this bound only keeps the walks' stack small.
    static let maximumDepth = Int(READER_MARKUP_MAXIMUM_DEPTH)

    static func extract(_ bytes: [UInt8], mainContentOnly: Bool, limit: Int) throws(DocumentError) -> ExtractedDocument {
        var builder = DocumentBuilder(limit: limit)
        let page = try parse(bytes)
        try add(page, to: &builder, mainContentOnly: mainContentOnly, headingsOpenSections: true)
        var document = builder.document(format: .html, title: page.title, author: page.author, language: page.language)
        document.url = page.url
        return document
    }

    struct Page {
        let document: MarkupDocument
        let root: MarkupNode
        /// The article's own `<h1>` where the `<title>` starts with it and goes on with a site's name ("Emma –
        /// Project Site"), else the `<title>`, else the `<h1>`. A logo's `<h1>` ("Project Site") never wins.
        var title: String? {
            let heading = root.first(named: "h1").map(\.allText.collapsingWhitespace).flatMap { $0.isEmpty ? nil : $0 }
            guard let title = root.first(named: "title").map(\.allText.collapsingWhitespace), !title.isEmpty else { return heading }
            if let heading, title.count > heading.count, title.lowercased().hasPrefix(heading.lowercased()),
               let next = title.dropFirst(heading.count).first, " |-–—:·".contains(next) {
                return heading
            }
            return title
        }

        /// The page's `lang`, nil when it is missing or empty (pandoc writes `lang=""`).
        var language: String? {
            [root.attribute("lang"), root.attribute("xml:lang")].compactMap { $0?.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
        }

        /// `<meta name="author">` (or Dublin Core's creator), as pandoc and most sites write it.
        var author: String? {
            root.all(named: "meta").first { meta in
                ["author", "dc.creator", "dcterms.creator"].contains(meta.attribute("name")?.lowercased() ?? "")
                    && !(meta.attribute("content") ?? "").trimmingCharacters(in: .whitespaces).isEmpty
            }?.attribute("content")?.collapsingWhitespace
        }
        /// Where the page lives on the web, as it says itself: its canonical link, else its Open Graph URL (http or https only).
        var url: String? {
            let canonical = root.all(named: "link").first { link in
                link.attribute("rel")?.lowercased().split(separator: " ").contains("canonical") == true
            }?.attribute("href")
            let graph = root.all(named: "meta").first { $0.attribute("property")?.lowercased() == "og:url" }?.attribute("content")
            return [canonical, graph].compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }.first {
                let lowered = $0.lowercased()
                return (lowered.hasPrefix("https://") || lowered.hasPrefix("http://")) && !$0.contains(where: \.isWhitespace)
            }
        }
    }

    static func parse(_ bytes: [UInt8]) throws(DocumentError) -> Page {
        // A page in valid UTF-8 is read as UTF-8 whatever it declares (libxml2 would otherwise take
        // an undeclared page for Latin-1); anything else is read by its own declaration.
        let encoding = String(validating: bytes, as: UTF8.self) != nil ? "UTF-8" : nil
        guard let document = try MarkupDocument.html(bytes, encoding: encoding), let root = document.root else {
            throw .malformed(.html, "no HTML document in the file")
        }
        return Page(document: document, root: root)
    }

    /// Adds the page's reading text to `builder` (an EPUB adds one page per chapter, and its chapters
    /// are the sections, so there headings do not open sections).
    static func add(_ page: Page, to builder: inout DocumentBuilder, mainContentOnly: Bool,
                    headingsOpenSections: Bool) throws(DocumentError) {
        let body = page.root.first(named: "body") ?? page.root
        let measure = TextMeasure(body)
        let content = mainContentOnly ? MainContent.find(in: body, measure: measure) : body
        var pending = ""
        var walker = Walker(headingsOpenSections: headingsOpenSections, measure: measure)
        try walker.walk(content, depth: 0, into: &builder, pending: &pending)
        try builder.addParagraph(pending)
    }

}

/// The depth-first pass that turns blocks into paragraphs.
private struct Walker {
    let headingsOpenSections: Bool
    let measure: TextMeasure
    /// The lists the walk is inside, innermost last: each item's marker ("• ", or its number in an `<ol>`).
    private var lists: [(ordered: Bool, next: Int)] = []
    /// A list item's marker, written before the item's first text (inside its `<p>` in a loose list).
    private var marker: String?

    init(headingsOpenSections: Bool, measure: TextMeasure) {
        self.headingsOpenSections = headingsOpenSections
        self.measure = measure
    }

    mutating func walk(_ node: MarkupNode, depth: Int, into builder: inout DocumentBuilder,
                       pending: inout String) throws(DocumentError) {
        guard depth < HTMLExtractor.maximumDepth else { return }
        for child in node.children {
            if let text = child.text {
                if let item = marker, text.contains(where: { !$0.isWhitespace }) {
                    pending += item
                    marker = nil
                }
                pending += text
                continue
            }
            guard let name = child.name, !HTMLBoilerplate.isBoilerplate(child) else { continue }
            if name == "br" {
                pending += " "
                continue
            }
            guard HTMLExtractor.blockElements.contains(name) else {
                try walk(child, depth: depth + 1, into: &builder, pending: &pending)
                continue
            }
            try builder.addParagraph(pending)
            pending = ""
            switch name {
            case "h1", "h2" where headingsOpenSections:
                try builder.startSection(child.allText, addHeading: true)
            case "pre" where Self.isCode(child):
                // A code block is no reading text: kept beside it, shown, never read or scored (a Markdown fence, a listing).
                try builder.addCode(child.allText)
                continue
            case "h1", "h2", "h3", "h4", "h5", "h6", "pre", "dt", "dd", "figcaption", "caption", "summary":
                try builder.addParagraph(child.allText)
            case "tr":
                let cells = child.children.filter { $0.name == "td" || $0.name == "th" }.map(\.allText)
                    .map(\.collapsingWhitespace).filter { !$0.isEmpty }
                try builder.addParagraph(cells.joined(separator: " | "))
            case "ul", "ol":
                if measure.linkDensity(of: child) > 0.5 { continue }
                lists.append((ordered: name == "ol", next: child.attribute("start").flatMap { Int($0) } ?? 1))
                defer { lists.removeLast() }
                try walk(child, depth: depth + 1, into: &builder, pending: &pending)
            case "li":
                // The item keeps its list's marker, as the page shows it.
                let item = lists.last.map { $0.ordered ? "\($0.next). " : "• " }
                if !lists.isEmpty { lists[lists.count - 1].next += 1 }
                if measure.linkDensity(of: child) > 0.8 && measure.counts(of: child).scalars < 120 { continue }
                marker = item
                try walk(child, depth: depth + 1, into: &builder, pending: &pending)
                marker = nil
            case "p":
                if measure.linkDensity(of: child) > 0.8 && measure.counts(of: child).scalars < 120 { continue }
                try walk(child, depth: depth + 1, into: &builder, pending: &pending)
            default:
                try walk(child, depth: depth + 1, into: &builder, pending: &pending)
            }
            try builder.addParagraph(pending)
            pending = ""
        }
    }
}

extension Walker {
    /// A `<pre>` that holds a `<code>` and no other element: a code listing, not preformatted prose (a poem).
    static func isCode(_ pre: MarkupNode) -> Bool {
        let elements = pre.children.filter(\.isElement)
        return elements.count == 1 && elements[0].name == "code"
    }
}

/// What counts as text when link density is measured (`TextMeasure`).
enum LinkDensity {
    static func visibleCount(_ text: String) -> Int { text.unicodeScalars.reduce(0) { $0 + ($1.isSpace ? 0 : 1) } }
}

/// Where the article is: the `<article>`, `<main>` or `role="main"` element holding the most text,
/// else the element whose own paragraphs hold the most text outside links, else the body.
enum MainContent {
    static func find(in body: MarkupNode, measure: TextMeasure) -> MarkupNode {
        var marked: [MarkupNode] = []
        collect(in: body, depth: 0, into: &marked) { node in
            node.name == "article" || node.name == "main" || node.attribute("role")?.lowercased() == "main"
        }
        let score = measure.readingScore
        if let best = marked.max(by: { score($0) < score($1) }), score(best) > 0 { return best }
        var parents: [MarkupNode] = []
        collect(in: body, depth: 0, into: &parents) { _ in true }
        var bestParent: MarkupNode?
        var bestScore = 0.0
        for parent in parents {
            let paragraphs = parent.children.filter { $0.name == "p" }
            guard !paragraphs.isEmpty else { continue }
            let total = paragraphs.map(score).reduce(0, +)
            if total > bestScore { (bestParent, bestScore) = (parent, total) }
        }
        guard let bestParent, bestScore >= 0.25 * score(body) else { return body }
        return bestParent
    }

    private static func collect(in node: MarkupNode, depth: Int, into found: inout [MarkupNode],
                                where matches: (MarkupNode) -> Bool) {
        guard depth < HTMLExtractor.maximumDepth else { return }
        for child in node.children where child.isElement && !HTMLBoilerplate.isBoilerplate(child) {
            if matches(child) { found.append(child) }
            collect(in: child, depth: depth + 1, into: &found, where: matches)
        }
    }
}
