import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore
import Testing
@testable import ReaderServer

/// Issue 46, round 3 of the hostile campaign against `reader serve`: what an allowed site may reach,
/// which requests may write, the numbers a request may hold, and the work one request may ask for.
@Suite struct ServerBoundsTests {
    static let site = "https://news.example"

    private static func allowSite(_ client: any TestClientProtocol) async throws {
        let allowed = try await ServerFixture.post(client, "/api/origins", #"{"origin":"\#(site)","allow":true}"#)
        #expect(allowed.status == .ok)
    }

    private static func get(_ client: any TestClientProtocol, _ uri: String, origin: String)
        async throws -> (status: HTTPResponse.Status, allowOrigin: String?, body: String) {
        try await client.execute(uri: uri, method: .get, headers: [.origin: origin]) {
            ($0.status, $0.headers[.accessControlAllowOrigin], String(buffer: $0.body))
        }
    }

    // MARK: 1. An allowed site reaches the capture API and nothing else

    @Test(arguments: ["/capture", "/", "/read?text=0/story.txt", "/stats", "/review", "/api/card?text=0/story.txt&at=4",
                      "/static/reader.js"])
    func anAllowedSiteCannotReadThePagesOrTheToken(uri: String) async throws {
        let fixture = try ServerFixture()
        let answer = try await fixture.test { client in
            try await Self.allowSite(client)
            return try await Self.get(client, uri, origin: Self.site)
        }
        #expect(answer.status == .forbidden)
        #expect(answer.allowOrigin == nil)
        #expect(answer.body == "{\"error\":\"requests from https://news.example are not allowed\"}\n")
    }

    @Test func theScriptsTheBookmarkletAndTheExtensionsLoadMayBeFetchedFromAnywhere() async throws {
        let fixture = try ServerFixture()
        let (capture, userScript) = try await fixture.test { client in
            (try await Self.get(client, "/static/capture.js", origin: Self.site),
             try await Self.get(client, "/reader.user.js", origin: "chrome-extension://abcdefghijklmnop"))
        }
        #expect(capture.status == .ok)
        #expect(userScript.status == .ok)
        #expect(!capture.body.contains(ServerFixture.token) && !userScript.body.contains(ServerFixture.token))
    }

    @Test func otherSitesSeeOnlyTheCaptureToken() async throws {
        let fixture = try ServerFixture()
        let page = try await fixture.test { try await ServerFixture.get($0, "/capture").body }
        let bookmarklet = CapturePage.bookmarklet(ServerFixture.assets, base: "http://127.0.0.1:8437", token: ServerFixture.captureToken)
        #expect(page.contains(HTMLText.escaped(bookmarklet)))
        #expect(page.contains("<code id=\"token\">\(ServerFixture.captureToken)</code>"))
        // The page's own token is in its head, for its script, and nowhere a bookmarklet or a paste takes it from.
        #expect(page.components(separatedBy: ServerFixture.token).count == 2)
        #expect(page.contains("<meta name=\"reader-token\" content=\"\(ServerFixture.token)\">"))
    }

    @Test func theCaptureTokenReachesTheCaptureAPIOnly() async throws {
        let fixture = try ServerFixture()
        let capture: HTTPFields = [.contentType: "application/json", RequestGuard<BasicRequestContext>.tokenField: ServerFixture.captureToken]
        let answers = try await fixture.test { client in
            try await Self.allowSite(client)
            var answers: [String: HTTPResponse.Status] = [:]
            for (uri, json) in [("/api/page/words", #"{"blocks":["The bird sang."]}"#), ("/api/mark", #"{"term":"bird","status":"known"}"#),
                                ("/api/finish", #"{"text":"0/story.txt","page":0}"#), ("/api/position", #"{"text":"0/story.txt","page":0}"#),
                                ("/api/origins", #"{"origin":"https://evil.example","allow":true}"#),
                                ("/api/texts", #"{"title":"t","text":"Some text."}"#), ("/api/undo", #"{"batch":1}"#),
                                ("/api/capture", #"{"text":"0/story.txt","at":11,"phrase":false}"#)] {
                answers[uri] = try await client.execute(uri: uri, method: .post, headers: capture, body: ByteBuffer(string: json)) { $0.status }
            }
            return answers
        }
        #expect(answers == ["/api/page/words": .ok, "/api/mark": .ok, "/api/finish": .forbidden, "/api/position": .forbidden,
                            "/api/origins": .forbidden, "/api/texts": .forbidden, "/api/undo": .forbidden, "/api/capture": .forbidden])
        #expect(try fixture.store.captureSites() == [Self.site])
        #expect(try fixture.store.readingPosition(of: fixture.library.appendingPathComponent("story.txt").resolvingSymlinksInPath().path) == nil)
    }

    // MARK: 4. No GET writes

    @Test func showingAPageMovesNoPositionAndItsScriptsPostDoes() async throws {
        let sentence = "The quiet river carried small boats past the old mill every morning.\n"
        let fixture = try ServerFixture(files: ["long.txt": String(repeating: sentence, count: 600)])
        let path = fixture.library.appendingPathComponent("long.txt").resolvingSymlinksInPath().path
        let (afterGet, posted, afterPost) = try await fixture.test { client in
            _ = try await ServerFixture.get(client, "/read?text=0/long.txt&page=2")
            let afterGet = try fixture.store.readingPosition(of: path)
            let posted = try await ServerFixture.post(client, "/api/position", #"{"text":"0/long.txt","page":1}"#)
            return (afterGet, posted, try fixture.store.readingPosition(of: path))
        }
        #expect(afterGet == nil)
        #expect(posted.status == .ok)
        #expect(posted.body.hasPrefix("{\"text\":\"0/long.txt\",\"page\":1,\"offset\":"))
        let offset = try #require(afterPost?.offset)
        #expect(offset > 0 && offset < sentence.utf8.count * 600)
        #expect(posted.body == "{\"text\":\"0/long.txt\",\"page\":1,\"offset\":\(offset)}\n")
    }

    @Test func theSavedPositionOpensTheTextAtItsPage() async throws {
        let sentence = "The quiet river carried small boats past the old mill every morning.\n"
        let fixture = try ServerFixture(files: ["long.txt": String(repeating: sentence, count: 600)])
        let body = try await fixture.test { client in
            _ = try await ServerFixture.post(client, "/api/position", #"{"text":"0/long.txt","page":1}"#)
            return try await ServerFixture.get(client, "/read?text=0/long.txt").body
        }
        #expect(body.contains("data-page=\"1\""))
    }

    // MARK: 12. Every number from a request is range-checked

    @Test(arguments: [
        ("/api/finish", #"{"text":"0/story.txt","page":9223372036854775807}"#, "'page' must be a whole number from 0 to 2147483647"),
        ("/api/finish", #"{"text":"0/story.txt","page":-1}"#, "'page' must be a whole number from 0 to 2147483647"),
        ("/api/position", #"{"text":"0/story.txt","page":9223372036854775807}"#, "'page' must be a whole number from 0 to 2147483647"),
        ("/api/finish", #"{"text":"0/story.txt","page":9223372036854775808}"#,
         "the body is not the JSON this request takes: not valid JSON, or a number past 2^63"),
        ("/api/capture", #"{"text":"0/story.txt","at":9223372036854775807,"phrase":false}"#, "'at' must be a whole number from 0 to 2147483647"),
        ("/api/page/card", #"{"text":"a bird","at":-9223372036854775808}"#, "'at' must be a whole number from 0 to 2147483647"),
    ])
    func anExtremeNumberInABodyIsABadRequest(uri: String, json: String, message: String) async throws {
        let fixture = try ServerFixture()
        let answer = try await fixture.test { try await ServerFixture.post($0, uri, json) }
        #expect(answer.status == .badRequest)
        #expect(answer.body == "{\"error\":\(JSONString.quoted(message))}\n")
        #expect(try fixture.store.snapshot().isEmpty)
    }

    /// Issue 47 item 4: what the store refuses to keep is the request's fault (400), not the server's (503).
    @Test(arguments: [
        (#"{"text":"0/story.txt","at":11,"phrase":false,"note":"a\u0000b"}"#, HTTPResponse.Status.badRequest,
         "cannot save: note holds a NUL character (U+0000), which the store cannot keep"),
        (#"{"text":"0/story.txt","at":11,"phrase":false,"deck":" "}"#, .badRequest, "' ' is not a deck name (it is empty)"),
    ])
    func whatTheStoreCannotKeepIsABadRequest(json: String, status: HTTPResponse.Status, message: String) async throws {
        let fixture = try ServerFixture()
        let answer = try await fixture.test { try await ServerFixture.post($0, "/api/capture", json) }
        #expect(answer.status == status)
        #expect(answer.body == "{\"error\":\(JSONString.quoted(message))}\n")
        #expect(try fixture.store.snapshot().isEmpty)
    }

    @Test(arguments: ["/read?text=0/story.txt&page=9223372036854775807", "/api/card?text=0/story.txt&at=99999999999999999999",
                      "/stats?weeks=9223372036854775807"])
    func anExtremeNumberInAQueryIsABadRequest(uri: String) async throws {
        let fixture = try ServerFixture()
        let answer = try await fixture.test { try await ServerFixture.get($0, uri) }
        #expect(answer.status == .badRequest)
        #expect(answer.body.contains("must be a whole number from 0 to 2147483647"))
    }

    // MARK: 13. The work and the time one request may take

    @Test func aRequestWithMoreBlocksThanAPageSendsIsRefusedUnread() async throws {
        let fixture = try ServerFixture()
        let blocks = Array(repeating: "\"a\"", count: WebPageAnnotator.largestRequest + 1).joined(separator: ",")
        let answer = try await fixture.test { try await ServerFixture.post($0, "/api/page/words", "{\"blocks\":[\(blocks)]}") }
        #expect(answer.status == .contentTooLarge)
        #expect(answer.body == "{\"error\":\"a request may hold at most 400 blocks, not 401\"}\n")
    }

    @Test func theLargestRequestIsAnsweredWholeWithOneSnapshot() async throws {
        let fixture = try ServerFixture()
        try fixture.store.setStatus(.learning, of: Term(key: "bird")!, at: ServerFixture.now)
        let blocks = Array(repeating: "\"A bird.\"", count: WebPageAnnotator.largestRequest).joined(separator: ",")
        let answer = try await fixture.test { try await ServerFixture.post($0, "/api/page/words", "{\"blocks\":[\(blocks)]}") }
        #expect(answer.status == .ok)
        let each = #"[[0,1,"new","a",0],[2,6,"learning","bird",2]]"#
        #expect(answer.body == "{\"blocks\":[" + Array(repeating: each, count: WebPageAnnotator.largestRequest).joined(separator: ",") + "]}\n")
    }

    @Test func aBodyThatStopsArrivingTimesOut() async throws {
        let (stream, continuation) = AsyncStream<ByteBuffer>.makeStream()
        continuation.yield(ByteBuffer(string: "{\"blocks\":"))
        await #expect(throws: ServerError.timeout("the body took more than 0 s to arrive")) {
            _ = try await Routes.collect(RequestBody(asyncSequence: stream), upTo: Routes.largestBody, deadline: .milliseconds(200))
        }
        continuation.finish()
    }

    // MARK: 7. Whatever times a store holds, the stats page is drawn

    @Test(arguments: [9.3e18, -9.3e18, 1e300, -1e300])
    func theStatsPageTakesAStoreHoldingAnyTime(seconds: Double) async throws {
        let fixture = try ServerFixture()
        let store = fixture.store
        try store.capture(Capture(term: Term(key: "run")!, surface: "ran", sentence: "She ran.", range: 4..<7, sentenceStart: 0,
                                  capturedAt: ServerFixture.now))
        try store.prepareCards(at: ServerFixture.now)
        let card = try #require(try store.reviewQueue(at: ServerFixture.now).first?.id)
        _ = try store.recordReview(card, rating: .good, at: ServerFixture.now, scheduler: FSRSScheduler())
        try store.write { db in
            for (table, column) in [("term", "created_at"), ("term", "updated_at"), ("capture", "captured_at"),
                                    ("status_change", "changed_at"), ("card", "due"), ("card", "last_review"),
                                    ("review_log", "reviewed_at"), ("review_log", "due_after")] {
                try db.execute(sql: "UPDATE \(table) SET \(column) = ?", arguments: [seconds])
            }
        }
        let (stats, library) = try await fixture.test { client in
            (try await ServerFixture.get(client, "/stats"), try await ServerFixture.get(client, "/"))
        }
        #expect(stats.status == .ok)
        #expect(stats.body.contains("<h1>"))
        #expect(library.status == .ok)
    }

    // MARK: 19. A failed upload says why it failed

    @Test func aFailedWriteReportsItsOwnReason() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        #expect(Uploads.write(Array("Some text.".utf8), to: full) == ENOSPC)
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        #expect(Uploads.write(Array(repeating: 0x61, count: 1 << 20), to: null) == nil)
    }

    @Test func anUploadIntoAFolderThatIsAFileSaysSo() async throws {
        let fixture = try ServerFixture()
        let uploads = Uploads(folder: fixture.folder.appendingPathComponent("library/story.txt").path)
        #expect(throws: ServerError.unavailable("cannot create \(uploads.folder): the path is a file, not a folder")) {
            _ = try uploads.add(title: "t", text: "Some text.", format: .text)
        }
    }
}
