import Foundation
import Hummingbird
import HummingbirdTesting
import ReaderEngine
import Testing
@testable import ReaderServer

/// Issue 31: the review page runs `reader review`'s session (`ReviewSession`): the cloze card, the
/// grades, the toast, Brain Boost, cram and the deck filter, each answer stored as the CLI stores it.
@Suite struct ServerReviewTests {
    /// Captures "made" (word only: the term "make") as a served page does, in deck "home".
    private static func captureMade(_ client: any TestClientProtocol) async throws {
        let capture = try await ServerFixture.post(client, "/api/capture", #"{"text":"0/story.txt","at":4,"phrase":false,"deck":"home"}"#)
        #expect(capture.status == .ok)
    }

    private static func object(_ body: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    }

    @Test func aCapturedWordIsAskedAsAClozeAndAgainBringsItBackAsBrainBoost() async throws {
        let fixture = try ServerFixture()
        let (start, again, good) = try await fixture.test { client in
            try await Self.captureMade(client)
            let start = try await ServerFixture.post(client, "/api/review/start", "{}")
            let session = try Self.object(start.body)["session"] as? String ?? ""
            let again = try await ServerFixture.post(client, "/api/review/answer", #"{"session":"\#(session)","card":1,"rating":"again"}"#)
            let good = try await ServerFixture.post(client, "/api/review/answer", #"{"session":"\#(session)","card":1,"rating":"3"}"#)
            return (start, again, good)
        }
        #expect(start.status == .ok)
        let first = try Self.object(start.body)
        #expect((first["session"] as? String)?.count == 32)
        #expect(start.body.hasSuffix(#","card":{"id":1,"term":"make","kind":"cloze","before":"She ","after":" a decision to leave the old house.","#
            + #""prompt":"She [ _____ ] a decision to leave the old house.","answer":"made","notes":["/meɪd/ · (verb) give certain properties to something","family: maker, making"],"#
            + #""queue":"new","boost_streak":null,"remaining":1},"#
            + #""answers":{"again":0,"hard":0,"good":0,"easy":0},"cram":false,"boost_target":2,"next_due":null,"graduated":[]}"# + "\n"))
        #expect(again.status == .ok)
        let afterAgain = try Self.object(again.body)
        #expect(afterAgain["toast"] as? String == "make: again · next review in 1 minute")
        let card = try #require(afterAgain["card"] as? [String: Any])
        #expect(card["id"] as? Int == 1)
        #expect(card["boost_streak"] as? Int == 0)
        #expect(good.status == .ok)
        let afterGood = try Self.object(good.body)
        #expect((afterGood["outcome"] as? [String: Any])?["brain_boost"] as? Bool == true)
        #expect((afterGood["card"] as? [String: Any])?["boost_streak"] as? Int == 1)
        #expect(afterGood["answers"] as? [String: Int] == ["again": 1, "hard": 0, "good": 1, "easy": 0])
        let stats = try fixture.store.reviewStatistics(now: ServerFixture.now, timeZone: .gmt, days: 7)
        #expect(stats.recentAnswers.all == 2)
    }

    @Test func anAnswerForACardNotOnShowOrAnEndedSessionIsRefused() async throws {
        let fixture = try ServerFixture()
        let (wrongCard, noSession, badRating) = try await fixture.test { client in
            try await Self.captureMade(client)
            let session = try Self.object(try await ServerFixture.post(client, "/api/review/start", "{}").body)["session"] as? String ?? ""
            return (try await ServerFixture.post(client, "/api/review/answer", #"{"session":"\#(session)","card":7,"rating":"good"}"#),
                    try await ServerFixture.post(client, "/api/review/answer", #"{"session":"ended","card":1,"rating":"good"}"#),
                    try await ServerFixture.post(client, "/api/review/answer", #"{"session":"\#(session)","card":1,"rating":"5"}"#))
        }
        #expect(wrongCard.status == .conflict)
        #expect(wrongCard.body == "{\"error\":\"that card is no longer the one on show (answered in another tab?); reload the page\"}\n")
        #expect(noSession.status == .notFound)
        #expect(badRating.status == .badRequest)
        #expect(badRating.body == "{\"error\":\"rating must be 1-4 or again, hard, good, easy\"}\n")
        #expect(try fixture.store.reviewStatistics(now: ServerFixture.now, timeZone: .gmt, days: 7).recentAnswers.all == 0)
    }

    @Test func theDeckFilterAndCramChooseTheCards() async throws {
        let fixture = try ServerFixture()
        let (other, home, unknown, cram) = try await fixture.test { client in
            try await Self.captureMade(client)
            _ = try await ServerFixture.post(client, "/api/mark", #"{"term":"garden","status":"learning"}"#)
            return (try await ServerFixture.post(client, "/api/review/start", #"{"deck":""}"#),
                    try await ServerFixture.post(client, "/api/review/start", #"{"deck":"home"}"#),
                    try await ServerFixture.post(client, "/api/review/start", #"{"deck":"work"}"#),
                    try await ServerFixture.post(client, "/api/review/start", #"{"deck":"home","cram":true}"#))
        }
        #expect((try Self.object(other.body)["card"] as? [String: Any])?["remaining"] as? Int == 2)
        let homeCard = try #require(try Self.object(home.body)["card"] as? [String: Any])
        #expect(homeCard["term"] as? String == "make")
        #expect(homeCard["remaining"] as? Int == 1)
        #expect(unknown.status == .notFound)
        #expect(unknown.body == "{\"error\":\"there is no deck 'work'\"}\n")
        // Cram takes cards that are not due: a new card is due, so there is none to cram.
        #expect(try Self.object(cram.body)["cram"] as? Bool == true)
    }

    @Test func theReviewPageListsTheDecksEscaped() async throws {
        let fixture = try ServerFixture()
        try fixture.store.setStatus(.learning, of: Term(key: "house")!, at: ServerFixture.now)
        _ = try fixture.store.addToDeck("<b>home</b>", terms: [Term(key: "house")!], at: ServerFixture.now)
        let (status, body) = try await fixture.test { try await ServerFixture.get($0, "/review?deck=%3Cb%3Ehome%3C/b%3E&cram=1") }
        #expect(status == .ok)
        #expect(body.contains("<option value=\"&lt;b&gt;home&lt;/b&gt;\" selected>&lt;b&gt;home&lt;/b&gt; (1)</option>"))
        #expect(body.contains("<input type=\"checkbox\" name=\"cram\" value=\"1\" checked>"))
        #expect(body.contains("data-deck=\"&lt;b&gt;home&lt;/b&gt;\" data-cram=\"1\""))
        #expect(body.contains("<button type=\"button\" class=\"grade again\" data-rating=\"1\" title=\"1\">1 Again</button>"))
        #expect(!body.contains("<b>home"))
    }
}
