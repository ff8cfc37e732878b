import Foundation
import Hummingbird
import HummingbirdTesting
import ReaderEngine
import Testing
@testable import ReaderServer

/// Issue 31: capture from any web page. A page's script (loaded by the bookmarklet) sends its text,
/// gets its New and Learning words back as UTF-16 ranges, and captures and marks through the same
/// engine calls, but only from a site the learner allowed and with the token.
@Suite struct ServerCaptureTests {
    static let site = "https://news.example"

    private static func allowSite(_ client: any TestClientProtocol) async throws {
        let allowed = try await ServerFixture.post(client, "/api/origins", #"{"origin":"\#(site)","allow":true}"#)
        #expect(allowed.body == "{\"allowed\":[\"\(site)\"]}\n")
    }

    private static func fromSite(_ client: any TestClientProtocol, _ uri: String, _ json: String)
        async throws -> (status: HTTPResponse.Status, body: String) {
        try await ServerFixture.post(client, uri, json, headers: [.origin: site])
    }

    @Test func anAllowedPageGetsItsNewAndLearningWordsAsUTF16Ranges() async throws {
        let fixture = try ServerFixture()
        try fixture.store.setStatus(.known, of: Term(key: "the")!, at: ServerFixture.now)
        try fixture.store.setStatus(.learning, of: Term(key: "bird")!, at: ServerFixture.now)
        let (status, headers, body) = try await fixture.test { client in
            try await Self.allowSite(client)
            return try await client.execute(uri: "/api/page/words", method: .post,
                                            headers: [.contentType: "application/json", .origin: Self.site,
                                                      RequestGuard<BasicRequestContext>.tokenField: ServerFixture.token],
                                            body: ByteBuffer(string: #"{"blocks":["The 😀 bird and the cat.","Café"]}"#)) {
                ($0.status, $0.headers, String(buffer: $0.body))
            }
        }
        #expect(status == .ok)
        #expect(headers[.accessControlAllowOrigin] == Self.site)
        #expect(headers[.vary] == "Origin")
        // "bird" starts at UTF-16 unit 7 (the emoji is two) and byte 9 (it is four).
        #expect(body == #"{"blocks":[[[7,11,"learning","bird",9],[12,15,"new","and",14],[20,23,"new","cat",22]],[[0,4,"new","café",0]]]}"# + "\n")
    }

    @Test func aPageCardAndACaptureNameThePageAsTheSource() async throws {
        let fixture = try ServerFixture()
        let block = "She made a decision to leave the old house."
        let (card, capture) = try await fixture.test { client in
            try await Self.allowSite(client)
            return (try await Self.fromSite(client, "/api/page/card", #"{"text":"\#(block)","at":11}"#),
                    try await Self.fromSite(client, "/api/page/capture", #"""
                        {"text":"\#(block)","at":11,"phrase":false,"title":"Leaving home | News","url":"https://news.example/a","sentence":"a decision to leave"}
                        """#))
        }
        #expect(card.status == .ok)
        #expect(card.body.hasPrefix("{\"term\":\"decision\""))
        #expect(card.body.contains("\"status\":\"new\""))
        #expect(capture.status == .ok)
        let captures = try fixture.store.captures(of: Term(key: "decision")!)
        #expect(captures.map(\.source) == ["Leaving home | News · https://news.example/a"])
        #expect(captures.map(\.sentence) == ["a decision to leave"])
        #expect(try fixture.store.status(of: Term(key: "decision")!) == .learning)
    }

    @Test func anOriginNotAllowedIsRefusedAndOfferedOnTheCapturePage() async throws {
        let fixture = try ServerFixture()
        let (refused, page) = try await fixture.test { client in
            (try await Self.fromSite(client, "/api/mark", #"{"term":"house","status":"known"}"#),
             try await ServerFixture.get(client, "/capture"))
        }
        #expect(refused.status == .forbidden)
        #expect(refused.body == "{\"error\":\"requests from https://news.example are not allowed: allow it on http://127.0.0.1:8437/capture\"}\n")
        #expect(page.body.contains("<h2>Sites that asked</h2>\n<ul class=\"origins\">\n<li><code>https://news.example</code> "
            + "<button type=\"button\" data-origin=\"https://news.example\" data-allow=\"1\">Allow</button></li>"))
        #expect(try fixture.store.snapshot().isEmpty)
    }

    @Test func anAllowedOriginStillNeedsTheTokenAndReachesOnlyTheCaptureRequests() async throws {
        let fixture = try ServerFixture()
        let (noToken, finish, undo) = try await fixture.test { client in
            try await Self.allowSite(client)
            let noToken = try await client.execute(uri: "/api/mark", method: .post, headers: [.contentType: "application/json", .origin: Self.site],
                                                   body: ByteBuffer(string: #"{"term":"house","status":"known"}"#)) { $0.status }
            return (noToken, try await Self.fromSite(client, "/api/finish", #"{"text":"0/story.txt","page":0}"#),
                    try await Self.fromSite(client, "/api/undo", #"{"batch":1}"#))
        }
        #expect(noToken == .forbidden)
        #expect(finish.status == .forbidden)
        #expect(finish.body == "{\"error\":\"requests from https://news.example are not allowed\"}\n")
        #expect(undo.status == .forbidden)
        #expect(try fixture.store.snapshot().isEmpty)
    }

    @Test func aPreflightIsAnsweredOnlyForAnAllowedOrigin() async throws {
        let fixture = try ServerFixture()
        let (before, after) = try await fixture.test { client in
            let preflight = { @Sendable () async throws -> (HTTPResponse.Status, HTTPFields) in
                try await client.execute(uri: "/api/page/words", method: .options,
                                         headers: [.origin: Self.site, .accessControlRequestMethod: "POST"]) { ($0.status, $0.headers) }
            }
            let before = try await preflight()
            try await Self.allowSite(client)
            return (before, try await preflight())
        }
        #expect(before.0 == .forbidden)
        #expect(before.1[.accessControlAllowOrigin] == nil)
        #expect(after.0 == .noContent)
        #expect(after.1[.accessControlAllowOrigin] == Self.site)
        #expect(after.1[.accessControlAllowHeaders] == "Content-Type, X-Reader-Token")
        #expect(after.1[.accessControlAllowMethods] == "POST")
    }

    @Test func aBlockLargerThanTheLimitIsRefused() async throws {
        let fixture = try ServerFixture()
        let block = String(repeating: "word ", count: WebPageAnnotator.largestBlock / 5 + 1)
        let answer = try await fixture.test { client in
            try await ServerFixture.post(client, "/api/page/words", #"{"blocks":["\#(block)"]}"#)
        }
        #expect(answer.status == .contentTooLarge)
        #expect(answer.body == "{\"error\":\"a block of text is larger than 16 KB\"}\n")
    }

    @Test(arguments: [
        ("https://en.wikipedia.org", true), ("http://127.0.0.1:8000", true), ("null", false), ("*", false),
        ("https://news.example/", false), ("https://news.example/a", false), ("https://user:pw@news.example", false),
        ("javascript:alert(1)", false), ("file:///etc/passwd", false), ("https://<b>.example", false), ("", false),
    ])
    func onlyAWebOriginCanBeAllowed(origin: String, valid: Bool) {
        #expect(CaptureSites.isWebOrigin(origin) == valid)
    }

    @Test func allowedSitesAreKeptInTheStoreUntilRemoved() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { client in try await Self.allowSite(client) }
        #expect(try fixture.store.setting(.captureSites) == Self.site)
        // The next start of the server, on the same store: the site is listed and its requests are taken.
        let restarted = try ReaderServer(settings: fixture.server.settings, store: fixture.store, data: ServerFixture.data,
                                         now: { ServerFixture.now }, timeZone: ServerFixture.timeZone)
        let (page, mark, removed) = try await Application(router: restarted.router).test(.router) { client in
            (try await ServerFixture.get(client, "/capture").body,
             try await Self.fromSite(client, "/api/mark", #"{"term":"house","status":"known"}"#),
             try await ServerFixture.post(client, "/api/origins", #"{"origin":"\#(Self.site)","allow":false}"#))
        }
        #expect(page.contains("<ul class=\"origins\" id=\"allowed\">\n<li><code>https://news.example</code> "
            + "<button type=\"button\" data-origin=\"https://news.example\" data-allow=\"0\">Remove</button></li>"))
        #expect(mark.status == .ok)
        #expect(removed.body == "{\"allowed\":[]}\n")
        #expect(try fixture.store.setting(.captureSites) == nil)
    }

    @Test(arguments: [
        ("https://en.wikipedia.org", nil), ("https://en.wikipedia.org http://127.0.0.1:8000", nil), ("", nil),
        ("https://en.wikipedia.org null", "'null' is not a web origin (scheme://host or scheme://host:port)"),
        ("https://news.example/a", "'https://news.example/a' is not a web origin (scheme://host or scheme://host:port)"),
    ])
    func aStoredSiteMustBeAWebOrigin(value: String, problem: String?) {
        #expect(StoreSetting.captureSites.problem(with: value) == problem)
    }

    @Test func theBookmarkletCarriesTheAddressAndTheTokenEscaped() async throws {
        let fixture = try ServerFixture()
        let (status, body) = try await fixture.test { try await ServerFixture.get($0, "/capture") }
        #expect(status == .ok)
        #expect(body.contains("href=\"javascript:(() =&gt; {window.readerCapture = { base: &quot;http://127.0.0.1:8437&quot;, "
            + "token: &quot;\(ServerFixture.captureToken)&quot; };const script = document.createElement(&quot;script&quot;);"
            + "script.src = &quot;http://127.0.0.1:8437&quot; + &quot;/static/capture.js&quot;;document.body.append(script);})();\""))
        #expect(body.contains("<script src=\"/static/capture-page.js\" defer></script>"))
    }
}
