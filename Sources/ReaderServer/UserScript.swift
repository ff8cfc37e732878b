import ReaderEngine

/// Served at `/reader.user.js` for Violentmonkey and Tampermonkey (they offer to install a script whose
/// address ends so): the shared overlay, reaching the server with `GM_xmlhttpRequest` from the extension
/// (so a page's own Content-Security-Policy cannot block it, and the page's origin needs no allowing).
/// The file is the same for every run of the server, so it is installed once: it holds the address and
/// no secret. The token lives in the extension's storage (`GM_setValue`), out of the pages' reach: taken
/// from the Capture page when the learner opens it, or pasted when the server refuses an old one. The
/// script runs in the extension's isolated world (`@inject-into content`, `@sandbox DOM`), so a page's
/// own scripts cannot reach the token either. It highlights a page when asked from the extension's
/// menu, and every page of a site the learner chose "always on".
enum UserScript {
    static let path = "/reader.user.js"

    /// The header the extensions read before installing (where it may run, whom it may reach, what it uses), then
    /// the overlay and the userscript's own start (`userscript-header.js`, `reader.user.js`).
    static func source(_ assets: WebAssets, base: String, version: String) -> String {
        assets.text("userscript-header.js", plain: ["base": base, "version": version])
            + assets.text("reader.user.js", json: ["base": JSONString.quoted(base)])
    }
}
