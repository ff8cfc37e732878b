import Foundation
import Hummingbird
import HummingbirdTesting
import ReaderEngine
import Testing
@testable import ReaderServer

/// Issue 31: the userscript for Violentmonkey and Tampermonkey. It is served once for every run (no
/// token inside), shares the bookmarklet's overlay, and its requests come from the extension: without an
/// `Origin` or with the extension's, taken on the capture API with the token and refused without it.
@Suite struct ServerUserScriptTests {
    static let firefoxExtension = "moz-extension://0d6b6c1e-4b8e-4d8c-9d3a-2f1c3b7a5e10"
    static let chromeExtension = "chrome-extension://dhdgffkkebhmkfjojejmpbldmpobfkfo"

    private static func served(_ fixture: ServerFixture) async throws -> (status: HTTPResponse.Status, type: String?, body: String) {
        try await fixture.test { client in
            try await client.execute(uri: "/reader.user.js", method: .get) { ($0.status, $0.headers[.contentType], String(buffer: $0.body)) }
        }
    }

    @Test func theUserscriptIsServedAsJavaScriptWithItsMetadataBlock() async throws {
        let (status, type, body) = try await Self.served(try ServerFixture())
        #expect(status == .ok)
        #expect(type == "text/javascript; charset=utf-8")
        let metadata = body.components(separatedBy: "\n").prefix { $0 != "// ==/UserScript==" }
        #expect(metadata.first == "// ==UserScript==")
        for line in ["// @name         reader capture", "// @version      0.2.0", "// @match        *://*/*", "// @noframes",
                     "// @inject-into  content", "// @sandbox      DOM", "// @connect      127.0.0.1", "// @connect      localhost",
                     "// @grant        GM_xmlhttpRequest", "// @grant        GM_getValue", "// @grant        GM_setValue",
                     "// @grant        GM_registerMenuCommand", "// @downloadURL  http://127.0.0.1:8437/reader.user.js"] {
            #expect(metadata.contains(line), "missing: \(line)")
        }
        #expect(body.contains("const BASE = \"http://127.0.0.1:8437\";"))
    }

    @Test func theUserscriptHoldsNoTokenAndIsTheSameForEveryStart() async throws {
        let first = try await Self.served(try ServerFixture()).body
        let store = try ServerFixture()
        let other = try ReaderServer(settings: ServerSettings(folders: [store.library.path], port: 8437, token: ServerSettings.newToken(),
                                                              version: "0.2.0", listFiles: ServerFixture.regularFiles),
                                     store: store.store, data: ServerFixture.data, now: { ServerFixture.now }, timeZone: ServerFixture.timeZone)
        let second = try await Application(router: other.router).test(.router) { client in
            try await client.execute(uri: "/reader.user.js", method: .get) { String(buffer: $0.body) }
        }
        #expect(!first.contains(ServerFixture.token))
        #expect(first == second)
    }

    @Test func theUserscriptAndTheBookmarkletShareOneOverlay() async throws {
        let fixture = try ServerFixture()
        let (script, bookmarklet) = try await fixture.test { client in
            (try await ServerFixture.get(client, "/reader.user.js").body, try await ServerFixture.get(client, "/static/capture.js").body)
        }
        let overlay = ServerFixture.assets.text("capture-overlay.js", json: ["engine": BrowserFacts.json])
        #expect(overlay.hasPrefix("  function startCapture({ api, needsToken }) {"))
        #expect(script.contains(overlay))
        #expect(bookmarklet.contains(overlay))
        #expect(script.contains("GM_xmlhttpRequest({") && !script.contains("fetch("))
    }

    @Test func theCapturePageOffersTheUserscriptAndThisRunsToken() async throws {
        let fixture = try ServerFixture()
        let page = try await fixture.test { try await ServerFixture.get($0, "/capture").body }
        #expect(page.contains("<a id=\"userscript\" href=\"/reader.user.js\">reader.user.js</a>"))
        #expect(page.contains("<code id=\"token\">\(ServerFixture.captureToken)</code>"))
        #expect(page.contains("<p class=\"status-line\" id=\"userscript-status\">"))
    }

    private static let capture = #"""
        {"text":"She made a decision to leave the old house.","at":11,"phrase":false,"title":"Leaving home | News","url":"https://news.example/a","sentence":"a decision to leave"}
        """#

    @Test(arguments: [nil, firefoxExtension, chromeExtension])
    func theExtensionsRequestsWithTheTokenAreTaken(origin: String?) async throws {
        let fixture = try ServerFixture()
        let (words, corsHeader, capture) = try await fixture.test { client in
            var headers: HTTPFields = [.contentType: "application/json", RequestGuard<BasicRequestContext>.tokenField: ServerFixture.token]
            if let origin { headers[.origin] = origin }
            let words = try await client.execute(uri: "/api/page/words", method: .post, headers: headers,
                                                 body: ByteBuffer(string: #"{"blocks":["The old house."]}"#)) {
                ($0.status, String(buffer: $0.body), $0.headers[.accessControlAllowOrigin])
            }
            let capture = try await client.execute(uri: "/api/page/capture", method: .post, headers: headers,
                                                   body: ByteBuffer(string: Self.capture)) { $0.status }
            return ((words.0, words.1), words.2, capture)
        }
        #expect(words.0 == .ok)
        #expect(words.1 == #"{"blocks":[[[0,3,"new","the",0],[4,7,"new","old",4],[8,13,"new","house",8]]]}"# + "\n")
        // The extension reads the answer without CORS: no origin is named.
        #expect(corsHeader == nil)
        #expect(capture == .ok)
        #expect(try fixture.store.captures(of: Term(key: "decision")!).map(\.source) == ["Leaving home | News · https://news.example/a"])
    }

    @Test(arguments: [nil, firefoxExtension, chromeExtension])
    func theExtensionsRequestsWithoutTheTokenAreRefused(origin: String?) async throws {
        let fixture = try ServerFixture()
        let (status, body) = try await fixture.test { client in
            var headers: HTTPFields = [.contentType: "application/json", RequestGuard<BasicRequestContext>.tokenField: "0000"]
            if let origin { headers[.origin] = origin }
            return try await client.execute(uri: "/api/page/capture", method: .post, headers: headers, body: ByteBuffer(string: Self.capture)) {
                ($0.status, String(buffer: $0.body))
            }
        }
        #expect(status == .forbidden)
        #expect(body == "{\"error\":\"missing or wrong X-Reader-Token (reload the page: the token changes at each start)\"}\n")
        #expect(try fixture.store.snapshot().isEmpty)
    }

    @Test func anExtensionOriginReachesOnlyTheCaptureRequestsAndIsNeverPreflighted() async throws {
        let fixture = try ServerFixture()
        let (undo, preflight) = try await fixture.test { client in
            (try await ServerFixture.post(client, "/api/undo", #"{"batch":1}"#, headers: [.origin: Self.firefoxExtension]),
             try await client.execute(uri: "/api/page/words", method: .options,
                                      headers: [.origin: Self.firefoxExtension, .accessControlRequestMethod: "POST"]) { ($0.status, $0.headers) })
        }
        #expect(undo.status == .forbidden)
        #expect(undo.body == "{\"error\":\"requests from \(Self.firefoxExtension) are not allowed\"}\n")
        #expect(preflight.0 == .forbidden)
        #expect(preflight.1[.accessControlAllowOrigin] == nil)
    }

    @Test(arguments: [
        (firefoxExtension, true), (chromeExtension, true), ("safari-web-extension://4C5E9A1B-2D3F-4A5B-8C7D-0E1F2A3B4C5D", true),
        ("chrome-extension://", false), ("chrome-extension://abc/def", false), ("chrome-extension://abc:80", false),
        ("https://chrome-extension.example", false), ("moz-extension://evil.example", false), ("null", false),
        ("chrome-extension://" + String(repeating: "a", count: 65), false),
    ])
    func onlyABrowserExtensionsOriginCountsAsOne(origin: String, isExtension: Bool) {
        #expect(RequestGuard<BasicRequestContext>.isExtension(origin: origin) == isExtension)
    }
}
