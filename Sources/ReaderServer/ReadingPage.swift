import ReaderEngine

/// A page of a text: the paragraphs as `read --format html` draws them, each word addressable
/// (`HTMLRenderer.addressable`) for the page's script, with the pager and the page's summary.
enum ReadingPage {
    static func html(text: LibraryText, number: Int, annotated: AnnotatedText, token: String) -> String {
        let id = HTMLText.escaped(text.entry.id)
        let link = { (page: Int) in "/read?text=\(HTMLText.escaped(LibraryPage.percentEncoded(text.entry.id)))&amp;page=\(page + 1)" }
        let count = max(text.pageCount, 1)
        var pager = "<nav class=\"pager\">"
        pager += number > 0 ? "<a href=\"\(link(number - 1))\" rel=\"prev\">← Previous</a>" : "<span>← Previous</span>"
        pager += "<span>Page \(number + 1) of \(count)</span>"
        pager += number + 1 < count ? "<a href=\"\(link(number + 1))\" rel=\"next\">Next →</a>" : "<span>Next →</span>"
        pager += "<button type=\"button\" data-action=\"finish\" title=\"f\">Finish page</button>"
        pager += "<button type=\"button\" data-action=\"undo\" title=\"u\">Undo</button></nav>\n"
        let main = """
            <main>
            <h1>\(HTMLText.escaped(text.title))</h1>
            \(pager)<article id="text" data-text="\(id)" data-page="\(number)">
            \(HTMLRenderer(theme: nil, addressable: true).paragraphs(of: annotated))</article>
            \(HTMLRenderer.footer(annotated.summary))\(pager)<p class="status-line" id="status" role="status" aria-live="polite"></p>
            <aside class="card" id="card" hidden></aside>
            </main>
            """
        return PageShell.page(title: text.title, token: token, main: main)
    }
}
