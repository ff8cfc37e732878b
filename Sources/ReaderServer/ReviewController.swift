import Hummingbird
import ReaderEngine

/// The review page and its two requests: start a sitting, answer the card on show.
struct ReviewController {
    let reviews: ReviewDesk
    let token: String
    let assets: WebAssets

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/review") { request, _ in
            try await Routes.answer(html: true) {
                let deck = request.uri.queryParameters.get("deck").flatMap { $0.isEmpty ? nil : String($0) }
                return Reply.html(ReviewPage.html(decks: try await reviews.decks(), deck: deck,
                                                  cram: request.uri.queryParameters.get("cram") == "1", token: token))
            }
        }
        let script = assets.text("review.js")
        router.get("/static/review.js") { _, _ in Reply.script(script) }
        router.post("/api/review/start") { request, _ in
            try await Routes.answer {
                let body = try await Routes.decode(ReviewStartRequest.self, from: request)
                return try Reply.json(try await reviews.start(deck: body.deck.flatMap { $0.isEmpty ? nil : $0 }, cram: body.cram ?? false))
            }
        }
        router.post("/api/review/answer") { request, _ in
            try await Routes.answer {
                let body = try await Routes.decode(ReviewAnswerRequest.self, from: request)
                guard let rating = Rating(parsing: body.rating) else {
                    throw ServerError.badRequest("rating must be 1-4 or again, hard, good, easy")
                }
                return try Reply.json(try await reviews.answer(session: body.session, card: body.card, rating: rating))
            }
        }
    }
}

struct ReviewStartRequest: JSONRequest {
    let deck: String?
    let cram: Bool?
}

struct ReviewAnswerRequest: JSONRequest {
    let session: String
    /// The id of the card on show.
    let card: Int64
    /// 1-4 or again, hard, good, easy (as `review --script` reads them).
    let rating: String
}
