import Hummingbird
import ReaderEngine

/// Reading a library text: its pages, the card and phrase of a tap, marks, captures, the position, finish and undo.
struct ReadingController {
    let desk: ReadingDesk
    let token: String

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/read") { request, _ in
            try await Routes.answer(html: true) {
                // Pages count from 1 in addresses; without one, the text opens at its reading position.
                var number: Int?
                if request.uri.queryParameters.get("page") != nil { number = try Routes.integer(request, "page") - 1 }
                let (text, shown, annotated) = try await desk.page(try Routes.query(request, "text"), number: number)
                return Reply.html(ReadingPage.html(text: text, number: shown, annotated: annotated, token: token))
            }
        }
        router.get("/api/card") { request, _ in
            try await Routes.answer {
                Reply.json(try await desk.card(try Routes.query(request, "text"), at: try Routes.integer(request, "at"),
                                               phrase: request.uri.queryParameters.get("phrase") == "1"))
            }
        }
        router.get("/api/expand") { request, _ in
            try await Routes.answer { Reply.json(try await desk.expand(try Routes.query(request, "text"), at: try Routes.integer(request, "at"))) }
        }
        router.get("/api/draft") { request, _ in
            try await Routes.answer {
                try Reply.json(ReadingAnswer.Draft(try await desk.draft(try Routes.query(request, "text"), at: try Routes.integer(request, "at"),
                                                                        phrase: request.uri.queryParameters.get("phrase") == "1")))
            }
        }
        router.post("/api/mark") { request, _ in
            try await Routes.answer {
                let body = try await Routes.decode(MarkRequest.self, from: request)
                guard let status = WordStatus(rawValue: body.status) else {
                    throw ServerError.badRequest("status must be one of " + WordStatus.allCases.map(\.rawValue).joined(separator: ", "))
                }
                return try Reply.json(try await desk.mark(body.term, status))
            }
        }
        router.post("/api/capture") { request, _ in
            try await Routes.answer { try Reply.json(try await desk.capture(try await Routes.decode(CaptureRequest.self, from: request))) }
        }
        router.post("/api/position") { request, _ in
            try await Routes.answer {
                let body = try await Routes.decode(PositionRequest.self, from: request)
                return try Reply.json(try await desk.savePosition(body.text, page: body.page))
            }
        }
        router.post("/api/finish") { request, _ in
            try await Routes.answer {
                let body = try await Routes.decode(FinishRequest.self, from: request)
                return try Reply.json(try await desk.finish(body.text, page: body.page))
            }
        }
        router.post("/api/undo") { request, _ in
            try await Routes.answer { try Reply.json(try await desk.undo(batch: try await Routes.decode(UndoRequest.self, from: request).batch)) }
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

struct UndoRequest: JSONRequest {
    let batch: Int64
}
