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
    /// parts, coloured by the theme's custom properties (`--panel`, `--border`, `--problem`) so both themes hold.
    static let stylesheet = HTMLRenderer.stylesheet + """
        body{max-width:46rem}
        [hidden]{display:none!important}
        .bar{display:flex;gap:1rem;align-items:baseline;justify-content:space-between;font:0.9rem/1.4 sans-serif;margin-bottom:1rem}
        .bar a,table.library a{color:inherit}
        .hint{opacity:0.75}
        .table-box{overflow-x:auto;max-width:100%}
        table.library{border-collapse:collapse;width:100%;font:0.95rem/1.4 sans-serif}
        table.library th,table.library td{text-align:left;padding:0.35rem 0.5rem;border-bottom:1px solid #8884}
        table.library td.number{text-align:right;font-variant-numeric:tabular-nums}
        table.library td:first-child{overflow-wrap:anywhere}
        .pager{display:flex;gap:1rem;align-items:center;font:0.95rem/1.4 sans-serif;margin:1rem 0}
        .pager button,.card button{font:inherit;padding:0.2rem 0.6rem}
        .w{cursor:pointer}
        .w.selected{outline:2px solid #3A7BD5;outline-offset:1px}
        .card{position:fixed;left:0;right:0;bottom:0;max-height:45vh;overflow:auto;background:var(--panel);border-top:2px solid var(--border);
          padding:0.8rem 1rem;font:0.95rem/1.45 sans-serif;box-shadow:0 -4px 12px #0003;color:var(--ink)}
        .card h2{margin:0 0 0.3rem;font-size:1.2rem}
        .card .meta span{margin-right:0.8rem}
        .card textarea{width:100%;font:inherit;min-height:3rem}
        .card input{font:inherit}
        .card .actions{display:flex;flex-wrap:wrap;gap:0.4rem;margin-top:0.5rem}
        .status-line{font:0.9rem/1.4 sans-serif;min-height:1.4em}
        .problem{color:var(--problem)}
        .filters{display:flex;flex-wrap:wrap;gap:0.5rem 1rem;align-items:center;font:0.95rem/1.4 sans-serif;margin-bottom:1rem}
        .filters select,.filters button{font:inherit}
        .toast{min-height:1.5em;padding:0.2rem 0.6rem;border-left:6px solid transparent;font:0.95rem/1.4 sans-serif}
        .toast.again{border-color:#C62828}.toast.hard{border-color:#F9A825}.toast.good{border-color:#2E7D32}.toast.easy{border-color:#1565C0}
        .review-card{padding:0.5rem 0 0.5rem 0.9rem;border-left:4px solid transparent}
        .review-card.boost{border-left-color:#F9A825}
        .review-card .prompt{font-size:1.3rem}
        .gap{padding:0 0.15rem}
        .answer .note{font:0.95rem/1.45 sans-serif;opacity:0.85;margin:0.3rem 0}
        .answer-term{font-size:1.3rem;display:inline-block;padding:0 0.3rem}
        .actions button,.grades .grade{font:600 1rem/1.4 sans-serif;padding:0.45rem 0.9rem;border-radius:4px;cursor:pointer}
        .grades{display:flex;flex-wrap:wrap;gap:0.5rem}
        .grade{border:2px solid transparent}
        .grade:focus{outline:3px solid var(--border);outline-offset:2px}
        .grade.again{background:#C62828;color:#FFFFFF}.grade.hard{background:#F9A825;color:#1A1A1A}
        .grade.good{background:#2E7D32;color:#FFFFFF}.grade.easy{background:#1565C0;color:#FFFFFF}
        .progress{font:0.9rem/1.4 sans-serif;opacity:0.85}
        .headline{font-size:1.25rem}
        .add-text{display:flex;flex-direction:column;gap:0.5rem;font:0.95rem/1.4 sans-serif}
        .add-text label{display:flex;flex-direction:column;gap:0.2rem}
        .add-text textarea,.add-text input,.add-text button{font:inherit}
        .add-text button{align-self:flex-start;padding:0.3rem 0.8rem}
        .bookmarklet{padding:0.15rem 0.6rem;border:2px solid currentColor;border-radius:4px;text-decoration:none;font:600 0.95rem sans-serif}
        .chart{max-width:100%;height:auto;display:block;margin:0.5rem 0}
        .chart text{fill:currentColor;font:12px sans-serif}
        .chart .grid{stroke:#8886;stroke-width:1}
        .chart .reference{stroke:var(--problem);stroke-dasharray:6 4;stroke-width:1.5}
        .chart .reference-label{fill:var(--problem)}
        .chart .curve{fill:none;stroke:#1E88E5;stroke-width:2.5}
        .chart .point{fill:#1E88E5}
        .chart .bar{fill:#2E7D32}
        .h0{fill:#8883;background:#8883}.h1{fill:#9BE9A8;background:#9BE9A8}.h2{fill:#40C463;background:#40C463}
        .h3{fill:#30A14E;background:#30A14E}.h4{fill:#216E39;background:#216E39}
        .legend-scale{font:0.85rem/1.4 sans-serif}
        .legend-scale .cell{display:inline-block;width:11px;height:11px;margin:0 1px;border-radius:2px;vertical-align:middle}

        """
}
