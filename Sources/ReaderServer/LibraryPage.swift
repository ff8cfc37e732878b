import Foundation
import ReaderEngine

/// The library: each text of the folders with its level, known share, New words, size and progress.
enum LibraryPage {
    static func html(rows: [ReadingDesk.Row], folders: [String], token: String) -> String {
        var main = "<main>\n<h1>Library</h1>\n"
        if rows.isEmpty {
            main += "<p>No texts in " + folders.map { "<code>\(HTMLText.escaped($0))</code>" }.joined(separator: ", ")
                + ". Add .txt, .epub, .html, .md, .srt or .vtt files and reload.</p>\n"
        } else {
            // In a box of its own, which scrolls when a narrow screen cannot hold the table (the page never does).
            main += "<div class=\"table-box\"><table class=\"library\">\n<thead><tr><th>Text</th><th>Level</th><th>Known</th><th>New words</th>"
                + "<th>Size</th><th>Read</th></tr></thead>\n<tbody>\n"
            for row in rows { main += self.row(row) }
            main += "</tbody>\n</table></div>\n"
        }
        main += addForm
        return PageShell.page(title: "Library", token: token, script: "library.js", main: main + "</main>")
    }

    private static func row(_ row: ReadingDesk.Row) -> String {
        let file = row.entry.id.split(separator: "/", maxSplits: 1).last.map(String.init) ?? ""
        // A document's title comes first; its file under it, unless the title is the file's name.
        let link = "<a href=\"/read?text=\(HTMLText.escaped(percentEncoded(row.entry.id)))\">\(HTMLText.escaped(row.title))</a>"
            + (file == row.title ? "" : " <small>\(HTMLText.escaped(file))</small>")
        let size = "<td class=\"number\">\(NumberText.grouped(row.entry.size)) B</td>"
        let read = "<td class=\"number\">\(row.progress.map { NumberText.percent(min(max($0, 0), 1)) } ?? "–")</td>"
        guard let report = row.report else {
            return "<tr><td>\(link)</td><td colspan=\"3\" class=\"problem\">\(HTMLText.escaped(row.problem ?? ""))</td>\(size)\(read)</tr>\n"
        }
        return "<tr><td>\(link)</td><td>\(report.cefr.name)</td><td class=\"number\">\(NumberText.percent(report.knownCoverage))</td>"
            + "<td class=\"number\">\(NumberText.grouped(report.newUnique))</td>\(size)\(read)</tr>\n"
    }

    /// Paste a text or upload a file: stored in the uploads folder (see `Uploads`), then opened.
    private static let addForm = """
        <h2>Add a text</h2>
        <form class="add-text" id="add-text">
        <label>Title <input name="title" required maxlength="200" size="40"></label>
        <label>Paste the text <textarea name="text" rows="6"></textarea></label>
        <label>or upload a file (.txt, .md, .html, .srt, .vtt) <input type="file" name="file" accept=".txt,.md,.markdown,.html,.htm,.srt,.vtt"></label>
        <button type="submit">Add and read</button>
        <p class="status-line" id="status" role="status"></p>
        </form>

        """

    /// An id in a query: all but unreserved ASCII characters and `/` percent-encoded.
    static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: queryValueAllowed) ?? ""
    }

    private static let queryValueAllowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
}
