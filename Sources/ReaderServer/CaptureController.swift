import Documents
import Hummingbird
import ReaderEngine

/// Capture from any web page: the setup page (the bookmarklet, the userscript, the allowed sites),
/// the script a page loads, and the requests it makes (from an allowed origin, with the token).
struct CaptureController {
    let desk: ReadingDesk
    let webPage: WebPageAnnotator
    let settings: ServerSettings
    let origins: OriginList
    let assets: WebAssets

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/capture") { _, _ in
            Reply.html(CapturePage.html(token: settings.token, captureToken: settings.captureToken, port: settings.port,
                                        origins: origins.snapshot, assets: assets))
        }
        let captureScript = assets.text("capture.js")
        router.get("/static/capture.js") { _, _ in Reply.script(captureScript) }
        let userScript = UserScript.source(assets, base: settings.origin, version: settings.version)
        router.get(RouterPath(UserScript.path)) { _, _ in Reply.script(userScript) }
        let capturePageScript = assets.text("capture-page.js")
        router.get("/static/capture-page.js") { _, _ in Reply.script(capturePageScript) }
        router.post("/api/origins") { request, _ in
            try await Routes.answer {
                let body = try await Routes.decode(OriginRequest.self, from: request)
                if body.allow { try origins.allow(body.origin) } else { try origins.forbid(body.origin) }
                return try Reply.json(AllowedOrigins(allowed: origins.snapshot.allowed))
            }
        }
        router.post("/api/page/words") { request, _ in
            try await Routes.answer { try Reply.json(try await webPage.highlights(in: try await Routes.decode(PageWordsRequest.self, from: request).blocks)) }
        }
        router.post("/api/page/card") { request, _ in
            try await Routes.answer {
                let body = try await Routes.decode(PageTapRequest.self, from: request)
                return Reply.json(try await desk.card(in: try await desk.webPiece(body.text), at: body.at))
            }
        }
        router.post("/api/page/draft") { request, _ in
            try await Routes.answer {
                let body = try await Routes.decode(PageCaptureRequest.self, from: request)
                return try Reply.json(ReadingAnswer.Draft(try await body.draft(desk)))
            }
        }
        router.post("/api/page/capture") { request, _ in
            try await Routes.answer {
                let body = try await Routes.decode(PageCaptureRequest.self, from: request)
                return try Reply.json(try await desk.save(try await body.draft(desk), sentence: body.sentence, deck: body.deck, note: body.note))
            }
        }
    }
}

struct OriginRequest: JSONRequest {
    let origin: String
    let allow: Bool
}

/// The origins allowed after a change: `{"allowed":[...]}`.
struct AllowedOrigins: Encodable {
    let allowed: [String]
}

struct PageWordsRequest: JSONRequest {
    /// The page's blocks of visible text, in any order the page chooses (the viewport's first).
    let blocks: [String]
}

struct PageTapRequest: JSONRequest {
    /// The block the tapped word is in, and the word's byte offset in it.
    let text: String
    let at: Int

    var positions: [(name: String, value: Int)] { [("at", at)] }
}

/// A capture on a web page: the block, the word, the page's title and address (the capture's source).
struct PageCaptureRequest: JSONRequest {
    let text: String
    let at: Int
    let phrase: Bool
    let title: String
    let url: String
    let sentence: String?
    let deck: String?
    let note: String?

    var positions: [(name: String, value: Int)] { [("at", at)] }

    func draft(_ desk: ReadingDesk) async throws -> Capture {
        try await desk.draft(in: try await desk.webPiece(text), at: at, phrase: phrase, source: SourceName.webPage(title: title, url: url))
    }
}
