import Ink

/// Markdown through Ink (CommonMark's common subset) to HTML, then the HTML path without the
/// main-content search: every block of a Markdown file is the author's.
enum MarkdownExtractor {
    static func extract(_ source: String, limit: Int) throws(DocumentError) -> ExtractedDocument {
        let html = "<html><body>" + MarkdownParser().html(from: source) + "</body></html>"
        var document = try HTMLExtractor.extract(Array(html.utf8), mainContentOnly: false, limit: limit)
        document.format = .markdown
        document.title = document.sections.first?.title
        return document
    }
}
