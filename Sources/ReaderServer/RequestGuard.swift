import HTTPTypes
import Hummingbird

/// What keeps other websites out of the learner's store (README "Security"): requests must name
/// this machine's loopback as their host (a DNS-rebinding page names its own), and every
/// state-changing request carries the per-start token and, when sent from a page, comes from
/// this server's own origin. No response allows another origin (no CORS headers at all).
struct RequestGuard<Context: RequestContext>: RouterMiddleware {
    let token: String
    let port: Int

    static var tokenField: HTTPField.Name { HTTPField.Name("X-Reader-Token")! }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let refusal = refusal(of: request) { return Reply.error(refusal) }
        var response = try await next(request, context)
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        response.headers[.cacheControl] = "no-store"
        return response
    }

    func refusal(of request: Request) -> ServerError? {
        guard let authority = request.head.authority, RequestGuard.isLoopback(authority: authority) else {
            return .forbidden("this server answers only to 127.0.0.1 and localhost, not to '\(request.head.authority ?? "")'")
        }
        guard request.method != .get, request.method != .head else { return nil }
        if let origin = request.headers[.origin], !allowedOrigins.contains(origin) {
            return .forbidden("requests from \(origin) are not allowed")
        }
        guard request.headers[RequestGuard.tokenField] == token else {
            return .forbidden("missing or wrong X-Reader-Token (reload the page: the token changes at each start)")
        }
        return nil
    }

    private var allowedOrigins: Set<String> { ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] }

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
