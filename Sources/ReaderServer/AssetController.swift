import Hummingbird
import ReaderEngine

/// The stylesheet, the pages' scripts and the icon, read once from the installed files (`WebAssets`).
struct AssetController {
    let assets: WebAssets

    func addRoutes(to router: Router<BasicRequestContext>) {
        let stylesheet = PageShell.stylesheet(assets)
        router.get("/static/reader.css") { _, _ in Reply.asset(stylesheet, type: "text/css; charset=utf-8") }
        for name in ["shared.js", "library.js", "reader.js"] {
            let script = assets.text(name)
            router.get(RouterPath("/static/" + name)) { _, _ in Reply.script(script) }
        }
        router.get("/favicon.svg") { _, _ in Reply.asset(Favicon.svg, type: Favicon.type) }
        router.get("/favicon.ico") { _, _ in Reply.asset(Favicon.svg, type: Favicon.type) }
    }
}
