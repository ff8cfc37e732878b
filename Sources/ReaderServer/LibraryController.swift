import Hummingbird
import ReaderEngine

/// The library: its page, the stats page, and a text added by pasting or uploading.
struct LibraryController {
    let desk: ReadingDesk
    let token: String

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/") { _, _ in
            try await Routes.answer(html: true) {
                Reply.html(LibraryPage.html(rows: try await desk.rows(), folders: desk.library.folders, token: token))
            }
        }
        router.get("/stats") { request, _ in
            try await Routes.answer(html: true) {
                var weeks = 26
                if request.uri.queryParameters.get("weeks") != nil { weeks = try Routes.integer(request, "weeks") }
                guard (1...104).contains(weeks) else { throw ServerError.badRequest("'weeks' must be between 1 and 104") }
                return Reply.html(StatsPage.html(try await desk.statistics(weeks: weeks), weeks: weeks, token: token))
            }
        }
        router.post("/api/texts") { request, _ in
            try await Routes.answer {
                let body = try await Routes.decode(TextRequest.self, from: request, limit: Uploads.largestText + (64 << 10))
                return try Reply.json(ReadingAnswer.Added(id: try await desk.add(title: body.title, text: body.text, name: body.name)))
            }
        }
    }
}

/// `POST /api/texts`: a pasted text, or an uploaded file's text and name (its extension gives its format).
struct TextRequest: JSONRequest {
    let title: String
    let text: String
    let name: String?
}
