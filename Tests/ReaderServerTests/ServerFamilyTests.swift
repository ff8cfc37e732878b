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
