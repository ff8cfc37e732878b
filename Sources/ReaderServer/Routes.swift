import Foundation
import Hummingbird
import ReaderEngine

/// The server's router: the request guard, then the routes of each controller (`LibraryController`,
/// `ReadingController`, `AssetController`, `ReviewController`, `CaptureController`), which parse their
/// requests, ask the engine's desks and format the answer; and what every route shares (`answer`, the
/// query and body parsers). Pages are HTML; `/api/` answers JSON.
enum Routes {
    /// Bodies larger than this are refused (413): a capture's sentence and note fit many times over.
    static let largestBody = 64 << 10

    static func router(desk: ReadingDesk, reviews: ReviewDesk, webPage: WebPageAnnotator, settings: ServerSettings,
                       origins: OriginList, assets: WebAssets) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: RequestGuard(token: settings.token, captureToken: settings.captureToken, port: settings.port, origins: origins))
        let token = settings.token
        LibraryController(desk: desk, token: token).addRoutes(to: router)
        ReadingController(desk: desk, token: token).addRoutes(to: router)
        AssetController(assets: assets).addRoutes(to: router)
        ReviewController(reviews: reviews, token: token, assets: assets).addRoutes(to: router)
        CaptureController(desk: desk, webPage: webPage, settings: settings, origins: origins, assets: assets).addRoutes(to: router)
        return router
    }

    /// Runs a route; a refusal becomes its status with one line saying why (a page for a page, JSON for the API).
    static func answer(html: Bool = false, _ body: () async throws -> Response) async throws -> Response {
        let refusal: ServerError
        do {
            return try await body()
        } catch let error as ServerError {
            refusal = error
        } catch let error as any EngineError {
            refusal = ServerError(error)
        } catch let error as any HTTPResponseError {
            // Hummingbird's own (a body past its limit) already carry their status.
            throw error
        } catch let error as CancellationError {
            throw error
        } catch {
            refusal = .failed(String(describing: error))
        }
        guard html else { return Reply.error(refusal) }
        return Reply.html(PageShell.page(title: "Error", token: "", main: "<main><h1>\(refusal.status.code)</h1><p class=\"problem\">"
                                         + HTMLText.escaped(refusal.message) + "</p><p><a href=\"/\">Library</a></p></main>"),
                          status: refusal.status)
    }

    static func query(_ request: Request, _ name: String) throws -> String {
        guard let value = request.uri.queryParameters.get(name), !value.isEmpty else {
            throw ServerError.badRequest("the query needs '\(name)'")
        }
        return value
    }

    /// What an offset or a page number may be: a text is far smaller than 2 GB.
    static let positionRange = 0...Int(Int32.max)

    /// An offset or a page number from a request, refused outside `positionRange`.
    static func position(_ value: Int?, _ name: String) throws -> Int {
        guard let value, positionRange.contains(value) else {
            throw ServerError.badRequest("'\(name)' must be a whole number from 0 to \(positionRange.upperBound)")
        }
        return value
    }

    static func integer(_ request: Request, _ name: String) throws -> Int {
        try position(Int(try query(request, name)), name)
    }

    /// The JSON body, at most `limit` bytes, its offsets and page numbers checked.
    static func decode<Body: JSONRequest>(_ type: Body.Type, from request: Request, limit: Int = largestBody) async throws -> Body {
        let buffer: ByteBuffer
        do {
            buffer = try await collect(request.body, upTo: limit)
        } catch let error as HTTPResponseError where error.status == .contentTooLarge {
            throw ServerError.tooLarge("the body is larger than \(limit >> 10) KB")
        }
        do {
            return try JSONDecoder().decode(Body.self, from: Data(buffer.readableBytesView)).checked()
        } catch let error as DecodingError {
            throw ServerError.badRequest("the body is not the JSON this request takes: \(describe(error))")
        }
    }

    /// How long a client may take to send a body: a client that trickles one holds nothing up for longer.
    static let bodyDeadline = Duration.seconds(10)

    /// The body, or a timeout once `deadline` passed.
    static func collect(_ body: RequestBody, upTo limit: Int, deadline: Duration = bodyDeadline) async throws -> ByteBuffer {
        try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
            group.addTask { try await body.collect(upTo: limit) }
            group.addTask {
                try await Task.sleep(for: deadline)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let buffer = first else {
                throw ServerError.timeout("the body took more than \(deadline.components.seconds) s to arrive")
            }
            return buffer
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): "'\(key.stringValue)' is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "'\(context.codingPath.map(\.stringValue).joined(separator: "."))' has the wrong type"
        case .dataCorrupted(let context) where !context.codingPath.isEmpty:
            "'\(context.codingPath.map(\.stringValue).joined(separator: "."))' is out of range"
        // Foundation reports a number past Int64 as invalid JSON, with no path.
        case .dataCorrupted: "not valid JSON, or a number past 2^63"
        @unknown default: "not valid JSON"
        }
    }
}
