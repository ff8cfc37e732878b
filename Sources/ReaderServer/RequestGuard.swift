import HTTPTypes
import Hummingbird

/// What keeps other websites out of the learner's store (GUIDE "Security"): requests must name
/// this machine's loopback as their host (a DNS-rebinding page names its own), and every
/// state-changing request carries a per-start token. Another page's origin reaches the capture API
/// and nothing else (a GET of a page or a text included), and only an origin the learner allowed on
/// the capture page; only those answers name that origin (never a wildcard). Pages of other sites see
/// only the capture token (the bookmarklet carries it), which the capture API alone takes: the token of
/// the server's own pages never leaves them. The userscript's requests come from the extension, not the
/// page: without an `Origin` or with the extension's, which no page can send, so they are taken on the
/// capture API with the capture token, and need no CORS.
struct RequestGuard<Context: RequestContext>: RouterMiddleware {
    let token: String
    let captureToken: String
    let port: Int
    let origins: OriginList

    static var tokenField: HTTPField.Name { HTTPField.Name("X-Reader-Token")! }

    /// What a web page's script may ask from another origin: its words, a card, a capture, a mark.
    static var crossOriginPaths: Set<String> { ["/api/page/words", "/api/page/card", "/api/page/draft", "/api/page/capture", "/api/mark"] }

    /// What holds no secret and may be fetched from anywhere: the scripts the bookmarklet and the extensions load.
    static var publicPaths: Set<String> { ["/static/capture.js", UserScript.path] }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = if let refusal = refusal(of: request) {
            Reply.error(refusal)
        } else if request.method == .options {
            Response(status: .noContent)
        } else {
            try await next(request, context)
        }
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        response.headers[.cacheControl] = "no-store"
        if let origin = request.headers[.origin], !ownOrigins.contains(origin), RequestGuard.crossOriginPaths.contains(request.uri.path),
           origins.allows(origin) {
            response.headers[.accessControlAllowOrigin] = origin
            response.headers[.vary] = "Origin"
            if request.method == .options {
                response.headers[.accessControlAllowMethods] = "POST"
                response.headers[.accessControlAllowHeaders] = "Content-Type, X-Reader-Token"
                response.headers[.accessControlMaxAge] = "600"
                // Chromium asks before a public page reaches the loopback (Private Network Access).
                response.headers[HTTPField.Name("Access-Control-Allow-Private-Network")!] = "true"
            }
        }
        return response
    }

    func refusal(of request: Request) -> ServerError? {
        guard let authority = request.head.authority, RequestGuard.isLoopback(authority: authority) else {
            return .forbidden("this server answers only to 127.0.0.1 and localhost, not to '\(request.head.authority ?? "")'")
        }
        if let origin = request.headers[.origin], !ownOrigins.contains(origin),
           !(request.method == .get && RequestGuard.publicPaths.contains(request.uri.path)) {
            guard RequestGuard.crossOriginPaths.contains(request.uri.path) else {
                return .forbidden("requests from \(origin) are not allowed")
            }
            guard origins.allows(origin) || RequestGuard.isExtension(origin: origin) else {
                origins.refused(origin)
                return .forbidden("requests from \(origin) are not allowed: allow it on http://\(ServerSettings.host):\(port)/capture")
            }
        }
        // Nothing a GET asks for writes, so a link or an image on another site changes nothing.
        guard request.method != .get, request.method != .head else { return nil }
        // A preflight carries no token: it is answered, with the origin, only for an allowed web page's origin.
        if request.method == .options {
            guard let origin = request.headers[.origin], origins.allows(origin) else {
                return .forbidden("only a site allowed on the Capture page needs a preflight")
            }
            return nil
        }
        let given = request.headers[RequestGuard.tokenField]
        guard given == token || (given == captureToken && RequestGuard.crossOriginPaths.contains(request.uri.path)) else {
            return .forbidden("missing or wrong X-Reader-Token (reload the page: the token changes at each start)")
        }
        return nil
    }

    private var ownOrigins: Set<String> { ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] }

    /// The origin of a browser extension's own request: Tampermonkey's `GM_xmlhttpRequest` sends
    /// `moz-extension://UUID` in Firefox, Chromium writes `chrome-extension://ID` on an extension's POST
    /// unless the extension removes it (Violentmonkey and Tampermonkey there send none). The browser
    /// writes `Origin`, so no web page can send one of these.
    static func isExtension(origin: String) -> Bool {
        guard let scheme = ["chrome-extension://", "moz-extension://", "safari-web-extension://"].first(where: origin.hasPrefix) else {
            return false
        }
        let id = origin.dropFirst(scheme.count)
        return (1...64).contains(id.count) && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }

    /// A Host (authority) naming the loopback: `127.0.0.1`, `localhost` or `[::1]`, with any port.
    static func isLoopback(authority: String) -> Bool {
        var host = Substring(authority.lowercased())
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            host = host[...close]
        } else if let colon = host.lastIndex(of: ":") {
            host = host[..<colon]
        }
        return ["127.0.0.1", "localhost", "[::1]"].contains(host)
    }
}
