import Foundation
import Hummingbird
import HummingbirdTesting
import ReaderEngine
import Testing
@testable import ReaderServer

/// Issue 47: the browser takes a word's status through its word family as `read` does (the `family`
/// setting), on the reading page, on the card, on another site's page and in the library's figures.
@Suite struct ServerFamilyTests {
    static let text = "They were mutually happy.\n"

    private static func fixture(reach: FamilyReach?) throws -> ServerFixture {
        let families = try reach.map { ServerFixture.data.families.reaching($0) } ?? .none
        let fixture = try ServerFixture(files: ["family.txt": text], families: families)
        for lemma in ["they", "be", "mutual"] { try fixture.store.setStatus(.known, of: Term(key: lemma)!, at: ServerFixture.now) }
        return fixture
    }

    @Test(arguments: [(FamilyReach?.some(.transparent), "known", "w"), (nil, "new", "w new")])
    func aDerivedWordTakesItsHeadsStatusOnEveryFace(reach: FamilyReach?, status: String, wordClass: String) async throws {
        let fixture = try Self.fixture(reach: reach)
        let (page, card, words) = try await fixture.test { client in
            (try await ServerFixture.get(client, "/read?text=0/family.txt").body,
             try await ServerFixture.get(client, "/api/card?text=0/family.txt&at=10").body,
             try await ServerFixture.post(client, "/api/page/words", #"{"blocks":["They were mutually happy."]}"#).body)
        }
        #expect(page.contains("<span class=\"\(wordClass)\" data-at=\"10\" data-k=\"mutually\">mutually</span>"))
        #expect(card.hasPrefix("{\"term\":\"mutually\""))
        #expect(card.contains("\"status\":\"\(status)\""))
        let mutually = #"[10,18,"new","mutually",10]"#
        #expect(words.contains(mutually) == (status == "new"))
        #expect(words.contains(#"[19,24,"new","happy",19]"#))
    }
}

/// Issue 47: a text's reading progress is counted one way, in its extracted text, whether its library row was
/// just scored or kept from before (an HTML page's progress changed once its row was kept).
@Suite struct ServerProgressTests {
    @Test func theLibraryShowsTheSameProgressBeforeAndAfterItKeepsARow() async throws {
        let paragraph = "<p>The quiet river carried small boats past the old mill every morning.</p>\n"
        let page = "<html><head><title>River</title><style>" + String(repeating: "p { color: black; }\n", count: 4000)
            + "</style></head><body>" + String(repeating: paragraph, count: 600) + "</body></html>\n"
        let fixture = try ServerFixture(files: ["river.html": page])
        let (first, second) = try await fixture.test { client in
            _ = try await ServerFixture.post(client, "/api/position", #"{"text":"0/river.html","page":1}"#)
            return (try await ServerFixture.get(client, "/").body, try await ServerFixture.get(client, "/").body)
        }
        let progress = { (body: String) in body.components(separatedBy: "<td class=\"number\">").last?.prefix { $0 != "<" } ?? "" }
        #expect(!progress(first).isEmpty && progress(first) != "–")
        #expect(progress(first) == progress(second))
    }

    @Test(arguments: [(0, 0.0), (100, 0.0), (150, 0.25), (300, 1.0), (900, 1.0)])
    func progressIsTheShareOfTheExtractedTextBeforeThePosition(offset: Int, share: Double) {
        #expect(ReadingDesk.progress(at: offset, of: 100..<300) == share)
    }
}
