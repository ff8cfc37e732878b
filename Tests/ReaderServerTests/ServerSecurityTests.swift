import Foundation
import Hummingbird
import HummingbirdTesting
import ReaderEngine
import Testing
@testable import ReaderServer

/// Issue 31, security: another website must not write to the learner's store or read files.
@Suite struct ServerSecurityTests {
    @Test func aPostWithoutTheTokenIsRefusedAndChangesNothing() async throws {
        let fixture = try ServerFixture()
        let (status, body) = try await fixture.test { client in
            try await client.execute(uri: "/api/mark", method: .post, headers: [.contentType: "text/plain"],
                                     body: ByteBuffer(string: #"{"term":"house","status":"known"}"#)) { ($0.status, String(buffer: $0.body)) }
        }
        #expect(status == .forbidden)
        #expect(body == "{\"error\":\"missing or wrong X-Reader-Token (reload the page: the token changes at each start)\"}\n")
        #expect(try fixture.store.snapshot().isEmpty)
    }

    @Test func aCrossOriginPostIsRefusedEvenWithTheToken() async throws {
        let fixture = try ServerFixture()
        let answer = try await fixture.test { client in
            try await ServerFixture.post(client, "/api/mark", #"{"term":"house","status":"known"}"#, headers: [.origin: "https://evil.example"])
        }
        #expect(answer.status == .forbidden)
        #expect(answer.body == "{\"error\":\"requests from https://evil.example are not allowed: allow it on http://127.0.0.1:8437/capture\"}\n")
        #expect(try fixture.store.snapshot().isEmpty)
    }

    @Test func thePagesOwnOriginMayPost() async throws {
        let fixture = try ServerFixture()
        let answer = try await fixture.test { client in
            try await ServerFixture.post(client, "/api/mark", #"{"term":"house","status":"known"}"#, headers: [.origin: "http://127.0.0.1:8437"])
        }
        #expect(answer.status == .ok)
    }

    @Test func noResponseAllowsOtherOrigins() async throws {
        let fixture = try ServerFixture()
        let headers = try await fixture.test { client in
            try await client.execute(uri: "/api/card?text=0/story.txt&at=4", method: .get, headers: [.origin: "https://evil.example"]) { $0.headers }
        }
        #expect(headers[.accessControlAllowOrigin] == nil)
        #expect(headers[.xContentTypeOptions] == "nosniff")
    }

    @Test func pagesCarryAContentSecurityPolicyWithoutInlineScript() async throws {
        let fixture = try ServerFixture()
        let (headers, body) = try await fixture.test { client in
            try await client.execute(uri: "/read?text=0/story.txt", method: .get) { ($0.headers, String(buffer: $0.body)) }
        }
        #expect(headers[.contentSecurityPolicy] == Reply.contentSecurityPolicy)
        #expect(Reply.contentSecurityPolicy.contains("script-src 'self';"))
        #expect(!body.contains("<script>"))
        #expect(body.contains("<meta name=\"reader-token\" content=\"\(ServerFixture.token)\">"))
    }

    @Test(arguments: [
        ("127.0.0.1:8437", true), ("localhost:8437", true), ("localhost", true), ("[::1]:8437", true), ("LOCALHOST:1", true),
        ("evil.example:8437", false), ("127.0.0.1.evil.example", false), ("localhost.evil.example:8437", false), ("", false),
        ("[::1", false), ("10.0.0.1:8437", false),
    ])
    func onlyALoopbackHostIsAnswered(authority: String, allowed: Bool) {
        #expect(RequestGuard<BasicRequestContext>.isLoopback(authority: authority) == allowed)
    }

    @Test func anOversizedBodyIsRefused() async throws {
        let fixture = try ServerFixture()
        let note = String(repeating: "n", count: Routes.largestBody)
        let answer = try await fixture.test { client in
            try await ServerFixture.post(client, "/api/capture", #"{"text":"0/story.txt","at":4,"phrase":false,"note":"\#(note)"}"#)
        }
        #expect(answer.status == .contentTooLarge)
        #expect(answer.body == "{\"error\":\"the body is larger than 64 KB\"}\n")
        #expect(try fixture.store.snapshot().isEmpty)
    }

    @Test(arguments: ["0/../outside/secret.txt", "0/./story.txt", "1/story.txt", "0/escape.txt", "0/", "story.txt", "0/missing.txt"])
    func aPathOutsideTheLibraryIsNotServed(id: String) async throws {
        let fixture = try ServerFixture()
        try fixture.linkOutside(as: "escape.txt")
        let (status, body) = try await fixture.test { try await ServerFixture.get($0, "/read?text=\(id)&page=1") }
        #expect(status == .notFound)
        #expect(!body.contains("A secret text"))
        let library = try await fixture.test { try await ServerFixture.get($0, "/") }
        #expect(!library.body.contains("escape.txt"))
    }
}
