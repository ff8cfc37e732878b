import ReaderEngine

/// The capture setup page: the bookmarklet (it carries this start's capture token, so it is made again
/// after a restart), the userscript and this start's capture token for it, the sites allowed to use the
/// bookmarklet, the sites that asked, and why it is safe.
enum CapturePage {
    static func html(token: String, captureToken: String, port: Int, origins: (allowed: [String], refused: [String]),
                     assets: WebAssets) -> String {
        let base = "http://\(ServerSettings.host):\(port)"
        var main = """
            <main class="capture">
            <h1>Capture from any web page</h1>
            <p>Drag this link to your bookmarks bar: <a class="bookmarklet" id="bookmarklet" href="\(HTMLText.escaped(bookmarklet(assets, base: base, token: captureToken)))">\
            reader capture</a>. On an article, click the bookmark: the New and Learning words of the text you can see are \
            highlighted where they stand (the rest as you scroll); tap one for its card, capture it with its sentence or mark it. \
            The capture's source is the page's title and address.</p>
            <p>The bookmark holds this run's token: after <code>reader serve</code> restarts, drag it again from this page.</p>
            <h2>Or the userscript</h2>
            <p>With Violentmonkey or Tampermonkey in your browser, open <a id="userscript" href="\(UserScript.path)">reader.user.js</a>             and confirm <em>Install</em> (once: the script holds no token). On an article, choose <em>reader: highlight this page</em>             in the extension's menu, or <em>reader: always on</em> the site to have its pages highlighted as they open. It reaches the             server from the extension, so it works on sites whose own rules keep the bookmark out, and no site needs allowing below.</p>
            <p>After each start of <code>reader serve</code>, open this page once (the userscript takes the token from it), or paste             the token when it asks: <code id="token">\(HTMLText.escaped(captureToken))</code> <button type="button" id="copy-token">Copy</button></p>
            <p class="status-line" id="userscript-status">The userscript is not installed or not enabled in this browser.</p>
            <h2>Sites you allow</h2>
            <p>Only pages from a site you allow here may use the bookmark (kept until you remove it; the userscript needs no allowing).</p>
            <form class="filters" id="allow"><label>Site <input name="origin" placeholder="https://en.wikipedia.org" size="32"></label> \
            <button type="submit">Allow</button></form>
            <ul class="origins" id="allowed">\n
            """
        for origin in origins.allowed { main += item(origin, action: "Remove", allow: false) }
        main += "</ul>\n"
        if !origins.refused.isEmpty {
            main += "<h2>Sites that asked</h2>\n<ul class=\"origins\">\n"
            for origin in origins.refused { main += item(origin, action: "Allow", allow: true) }
            main += "</ul>\n"
        }
        main += """
            <h2>How it is kept safe</h2>
            <p>The server listens on this computer only. A page may send it text and ask for cards only with this run's \
            capture token and from a site you allowed; its answers name that site alone (never every site). The script the bookmark \
            loads holds no secret; the page you use it on can see the capture token, so allow only sites you trust: with it a page \
            can ask for cards, capture and mark, but never read your library, your texts, your stats or this page. The userscript keeps \
            the token in the extension's storage and runs apart from the page's scripts, so no page sees it; its requests come from \
            the extension, which no web page can pose as.</p>
            <p class="status-line" id="status" role="status"></p>
            </main>
            """
        return PageShell.page(title: "Capture", token: token, script: "capture-page.js", main: main)
    }

    /// `javascript:` that loads `capture.js` from this server into the page, with the address and the capture token
    /// (`bookmarklet.js`, its lines joined: a bookmark is one line).
    static func bookmarklet(_ assets: WebAssets, base: String, token: String) -> String {
        let source = assets.text("bookmarklet.js", json: ["base": JSONString.quoted(base), "token": JSONString.quoted(token)])
        return "javascript:" + source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
    }

    private static func item(_ origin: String, action: String, allow: Bool) -> String {
        "<li><code>\(HTMLText.escaped(origin))</code> <button type=\"button\" data-origin=\"\(HTMLText.escaped(origin))\" "
            + "data-allow=\"\(allow ? 1 : 0)\">\(action)</button></li>\n"
    }
}
