import Foundation
import Hummingbird
import ReaderEngine

/// The server's routes: each parses its request, asks the `ReadingDesk` (the engine, as the
/// CLI commands use it) and formats the answer. Pages are HTML; `/api/` answers JSON.
enum Routes {
    /// Bodies larger than this are refused (413): a capture's sentence and note fit many times over.
    static let largestBody = 64 << 10

    static func router(desk: ReadingDesk, reviews: ReviewDesk, webPage: WebPageAnnotator, settings: ServerSettings,
                       origins: OriginList, assets: WebAssets) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: RequestGuard(token: settings.token, captureToken: settings.captureToken, port: settings.port, origins: origins))
        let token = settings.token

        router.get("/") { _, _ in
            try await answer(html: true) {
                Reply.html(LibraryPage.html(rows: try await desk.rows(), folders: desk.library.folders, token: token))
            }
        }
        router.get("/read") { request, _ in
            try await answer(html: true) {
                // Pages count from 1 in addresses; without one, the text opens at its reading position.
                var number: Int?
                if request.uri.queryParameters.get("page") != nil { number = try integer(request, "page") - 1 }
                let (text, shown, annotated) = try await desk.page(try query(request, "text"), number: number)
                return Reply.html(ReadingPage.html(text: text, number: shown, annotated: annotated, token: token))
            }
        }
        router.get("/stats") { request, _ in
            try await answer(html: true) {
                var weeks = 26
                if request.uri.queryParameters.get("weeks") != nil { weeks = try integer(request, "weeks") }
                guard (1...104).contains(weeks) else { throw ServerError.badRequest("'weeks' must be between 1 and 104") }
                return Reply.html(StatsPage.html(try await desk.statistics(weeks: weeks), weeks: weeks, token: token))
            }
        }
        let stylesheet = PageShell.stylesheet(assets)
        router.get("/static/reader.css") { _, _ in Reply.asset(stylesheet, type: "text/css; charset=utf-8") }
        for name in ["shared.js", "library.js", "reader.js"] {
            let script = assets.text(name)
            router.get(RouterPath("/static/" + name)) { _, _ in Reply.script(script) }
        }
        router.get("/favicon.svg") { _, _ in Reply.asset(Favicon.svg, type: Favicon.type) }
        router.get("/favicon.ico") { _, _ in Reply.asset(Favicon.svg, type: Favicon.type) }

        router.get("/api/card") { request, _ in
            try await answer {
                Reply.json(try await desk.card(try query(request, "text"), at: try integer(request, "at"),
                                               phrase: request.uri.queryParameters.get("phrase") == "1"))
            }
        }
        router.get("/api/expand") { request, _ in
            try await answer { Reply.json(try await desk.expand(try query(request, "text"), at: try integer(request, "at"))) }
        }
        router.get("/api/draft") { request, _ in
            try await answer {
                Reply.json(ReadingDesk.draftJSON(try await desk.draft(try query(request, "text"), at: try integer(request, "at"),
                                                                      phrase: request.uri.queryParameters.get("phrase") == "1")))
            }
        }
        router.post("/api/mark") { request, _ in
            try await answer {
                let body = try await decode(MarkRequest.self, from: request)
                guard let status = WordStatus(rawValue: body.status) else {
                    throw ServerError.badRequest("status must be one of " + WordStatus.allCases.map(\.rawValue).joined(separator: ", "))
                }
                return Reply.json(try await desk.mark(body.term, status))
            }
        }
        router.post("/api/capture") { request, _ in
            try await answer { Reply.json(try await desk.capture(try await decode(CaptureRequest.self, from: request))) }
        }
        router.post("/api/position") { request, _ in
            try await answer {
                let body = try await decode(PositionRequest.self, from: request)
                return Reply.json(try await desk.savePosition(body.text, page: body.page))
            }
        }
        router.post("/api/finish") { request, _ in
            try await answer {
                let body = try await decode(FinishRequest.self, from: request)
                return Reply.json(try await desk.finish(body.text, page: body.page))
            }
        }
        router.post("/api/texts") { request, _ in
            try await answer {
                let body = try await decode(TextRequest.self, from: request, limit: Uploads.largestText + (64 << 10))
                return Reply.json("{\"id\":\(JSONString.quoted(try await desk.add(title: body.title, text: body.text, name: body.name)))}")
            }
        }
        router.post("/api/undo") { request, _ in
            try await answer { Reply.json(try await desk.undo(batch: try await decode(UndoRequest.self, from: request).batch)) }
        }
        addReview(to: router, reviews: reviews, token: token, assets: assets)
        addCapture(to: router, desk: desk, webPage: webPage, settings: settings, origins: origins, assets: assets)
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

    private static func integer(_ request: Request, _ name: String) throws -> Int {
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

struct MarkRequest: JSONRequest {
    /// The term's key: its lemmas joined by spaces, as the page's words carry it.
    let term: String
    let status: String
}

struct FinishRequest: JSONRequest {
    let text: String
    /// From 0.
    let page: Int

    var positions: [(name: String, value: Int)] { [("page", page)] }
}

/// `POST /api/position`: the page the reading page shows, from 0.
struct PositionRequest: JSONRequest {
    let text: String
    let page: Int

    var positions: [(name: String, value: Int)] { [("page", page)] }
}

/// `POST /api/texts`: a pasted text, or an uploaded file's text and name (its extension gives its format).
struct TextRequest: JSONRequest {
    let title: String
    let text: String
    let name: String?
}

struct UndoRequest: JSONRequest {
    let batch: Int64
}
