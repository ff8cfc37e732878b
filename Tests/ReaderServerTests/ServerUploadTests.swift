import Foundation
import Hummingbird
import HummingbirdTesting
import ReaderEngine
import Testing
@testable import ReaderServer

/// Issue 31: a text pasted or uploaded on the library page is kept in `texts/` beside the store (the
/// library's last folder), never over another file and never anywhere else.
@Suite struct ServerUploadTests {
    @Test func aPastedTextIsKeptBesideTheStoreAndOpens() async throws {
        let fixture = try ServerFixture()
        let (added, page, library) = try await fixture.test { client in
            (try await ServerFixture.post(client, "/api/texts", #"{"title":"Café <b>news</b>: Day 1!","text":"The bird sang.\n"}"#),
             try await ServerFixture.get(client, "/read?text=1/cafe-b-news-b-day-1.txt"),
             try await ServerFixture.get(client, "/"))
        }
        #expect(added.status == .ok)
        #expect(added.body == "{\"id\":\"1/cafe-b-news-b-day-1.txt\"}\n")
        let file = fixture.folder.appendingPathComponent("texts/cafe-b-news-b-day-1.txt")
        #expect(try String(contentsOf: file, encoding: .utf8) == "The bird sang.\n")
        #expect(page.status == .ok)
        #expect(page.body.contains("data-k=\"bird\">bird</span>"))
        #expect(library.body.contains("<a href=\"/read?text=1/cafe-b-news-b-day-1.txt\">cafe-b-news-b-day-1.txt</a>"))
    }

    @Test func aTextOfTheSameTitleNeverReplacesTheFirstAndAPathInTheTitleStaysInside() async throws {
        let fixture = try ServerFixture()
        let answers = try await fixture.test { client in
            [try await ServerFixture.post(client, "/api/texts", #"{"title":"../../etc/passwd","text":"one"}"#),
             try await ServerFixture.post(client, "/api/texts", #"{"title":"../../etc/passwd","text":"two","name":"notes.md"}"#),
             try await ServerFixture.post(client, "/api/texts", #"{"title":"../../etc/passwd","text":"three"}"#)]
        }
        #expect(answers.map(\.body) == ["{\"id\":\"1/etc-passwd.txt\"}\n", "{\"id\":\"1/etc-passwd.md\"}\n", "{\"id\":\"1/etc-passwd-2.txt\"}\n"])
        let texts = fixture.folder.appendingPathComponent("texts")
        #expect(try FileManager.default.contentsOfDirectory(atPath: texts.path).sorted() == ["etc-passwd-2.txt", "etc-passwd.md", "etc-passwd.txt"])
        #expect(try String(contentsOf: texts.appendingPathComponent("etc-passwd.txt"), encoding: .utf8) == "one")
    }

    @Test(arguments: [
        (#"{"title":"t","text":"x","name":"book.epub"}"#, HTTPResponse.Status.badRequest, "'book.epub' is not a .txt, .md, .html, .srt or .vtt file"),
        (#"{"title":"t","text":"  \n"}"#, .badRequest, "the text is empty"),
        (#"{"title":"t"}"#, .badRequest, "the body is not the JSON this request takes: 'text' is missing"),
    ])
    func aBadTextIsRefusedAndNothingIsWritten(body: String, status: HTTPResponse.Status, message: String) async throws {
        let fixture = try ServerFixture()
        let answer = try await fixture.test { try await ServerFixture.post($0, "/api/texts", body) }
        #expect(answer.status == status)
        #expect(answer.body == "{\"error\":\(JSONString.quoted(message))}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.folder.appendingPathComponent("texts").path).isEmpty)
    }

    @Test func anOversizedTextIsRefused() async throws {
        let fixture = try ServerFixture()
        let text = String(repeating: "a", count: Uploads.largestText + (64 << 10))
        let answer = try await fixture.test { try await ServerFixture.post($0, "/api/texts", #"{"title":"big","text":"\#(text)"}"#) }
        #expect(answer.status == .contentTooLarge)
        #expect(answer.body == "{\"error\":\"the body is larger than 2112 KB\"}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.folder.appendingPathComponent("texts").path).isEmpty)
    }

    @Test func aTextFromAnotherSiteIsRefusedEvenWhenTheSiteIsAllowed() async throws {
        let fixture = try ServerFixture()
        let answer = try await fixture.test { client in
            _ = try await ServerFixture.post(client, "/api/origins", #"{"origin":"https://news.example","allow":true}"#)
            return try await ServerFixture.post(client, "/api/texts", #"{"title":"t","text":"x"}"#, headers: [.origin: "https://news.example"])
        }
        #expect(answer.status == .forbidden)
    }
}
