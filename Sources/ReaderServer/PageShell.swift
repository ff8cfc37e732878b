import ReaderEngine

/// The document around every served page: its head (the token for the page's script, the shared
/// stylesheet and script, no inline code so the Content-Security-Policy can forbid it) and the
/// navigation. Every text that comes from a file or a request is escaped by the caller's `HTMLText`.
enum PageShell {
    /// `script` is the page's own script under `/static/` (after `shared.js`).
    static func page(title: String, token: String, bodyClass: String = "pattern", script: String = "reader.js", main: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="reader-token" content="\(HTMLText.escaped(token))">
        <title>\(HTMLText.escaped(title)) · reader</title>
        <link rel="stylesheet" href="/static/reader.css">
        <link rel="icon" href="/favicon.svg" type="image/svg+xml">
        <script src="/static/shared.js" defer></script>
        <script src="/static/\(script)" defer></script>
        </head>
        <body class="\(bodyClass)">
        <header class="bar"><nav><a href="/">Library</a> <a href="/review">Review</a> <a href="/stats">Stats</a> <a href="/capture">Capture</a></nav><span class="legend">\
        <span class="w new">New</span> <span class="w learning">Learning</span> \
        <span class="hint">New: dotted underline, Learning: dashed; press ? for keys</span></span></header>
        \(main)
        </body>
        </html>

        """
    }

    /// Served at `/static/reader.css`: the palette and Pattern Mode of `read --format html`, then the reader's own
    /// parts (`reader.css`), coloured by the theme's custom properties (`--panel`, `--border`, `--problem`) so both themes hold.
    static func stylesheet(_ assets: WebAssets) -> String { HTMLRenderer.stylesheet + assets.text("reader.css") }
}
