/// What a capture keeps as its source: the file's absolute path and, for a document with a title or
/// chapters (EPUB, HTML, Markdown), the book and chapter (EPUB) or the page's title after it:
/// `/books/two-openings.epub · Two Openings › Pride and Prejudice`; a page that names its canonical URL
/// adds it (`/saved/emma.html · Emma, the opening | The Daily Reader · https://example.com/emma`). Plain text keeps the path alone,
/// and the path stays first so the file can still be found (an Anki export shows what follows its last `/`).
/// `reader capture` and `reader serve` both name sources this way.
public enum SourceName {
    /// The same as `Capture.sourceDetailSeparator`, which the Anki export splits on.
    public static let titleSeparator = " · "
    public static let chapterSeparator = " › "

    /// The source of a capture at byte `offset` of the text extracted from `document` (nil: plain text).
    public static func describe(path: String, document: ExtractedDocument?, offset: Int?) -> String {
        guard let document else { return path }
        let title = document.title.map(oneLine)
        // A book names its chapter; a page its title alone (its headings are not chapters).
        let chapter = document.format == .epub ? offset.flatMap { document.section(containing: $0) }.map { oneLine($0.title) } : nil
        // A book whose first section repeats its title names it once.
        let names = [title, chapter == title ? nil : chapter].compactMap { $0 }.filter { !$0.isEmpty }
        let named = names.isEmpty ? path : path + titleSeparator + names.joined(separator: chapterSeparator)
        // A page that names its address on the web keeps it too.
        return document.url.map { named + titleSeparator + oneLine($0) } ?? named
    }

    /// The source of a capture from a web page the browser shows: its title, then its address
    /// (`Emma, the opening | The Daily Reader · https://example.com/emma`).
    public static func webPage(title: String, url: String) -> String {
        [oneLine(title), oneLine(url)].filter { !$0.isEmpty }.joined(separator: titleSeparator)
    }

    /// Titles come from the file: no control characters (a NUL could not be stored).
    private static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.generalCategory != .control }))
    }
}
