import CMarkdown
import Foundation

/// Markdown through cmark (CommonMark, in time linear in the file) to HTML, then the HTML path
/// without the main-content search: every block of a Markdown file is the author's.
enum MarkdownExtractor {
    static func extract(_ source: String, limit: Int) throws(DocumentError) -> ExtractedDocument {
        // NUL-terminated, so that even an empty file has an address to pass.
        let markdown = String(withoutFrontMatter(source)).utf8CString
        let marks = markdown.withUnsafeBufferPointer { reader_markdown_marks($0.baseAddress!, $0.count - 1) }
        guard marks <= READER_MARKDOWN_MAXIMUM_MARKS else { throw .tooManyMarks(limit: Int(READER_MARKDOWN_MAXIMUM_MARKS)) }
        let rendered = markdown.withUnsafeBufferPointer { reader_markdown_to_html($0.baseAddress!, $0.count - 1) }
        guard let rendered else { throw .malformed(.markdown, "out of memory while parsing") }
        defer { free(rendered) }
        var html = Array("<html><body>".utf8)
        html.append(contentsOf: UnsafeRawBufferPointer(start: rendered, count: strlen(rendered)))
        html.append(contentsOf: "</body></html>".utf8)
        var document = try HTMLExtractor.extract(html, mainContentOnly: false, limit: limit)
        document.format = .markdown
        document.title = document.sections.first?.title
        return document
    }

    /// The text after a leading YAML front matter block (`---` lines around `key: value` lines), which
    /// is the file's metadata, not its reading text; the text unchanged when it has none.
    static func withoutFrontMatter(_ source: String) -> Substring {
        var lines = source[...].split(maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard lines.count == 2, lines[0].trimmingCharacters(in: .whitespaces) == "---" else { return source[...] }
        var rest = lines[1]
        while !rest.isEmpty {
            lines = rest.split(maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            let line = lines[0].trimmingCharacters(in: .whitespaces)
            rest = lines.count == 2 ? lines[1] : rest[rest.endIndex...]
            if line == "---" || line == "..." { return rest }
        }
        return source[...]
    }
}
