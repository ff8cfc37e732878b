import Foundation
import Hummingbird
import HummingbirdTesting
import ReaderEngine
import Testing
@testable import ReaderServer

/// Issue 31: the stats page draws `reader stats`'s figures as inline SVG.
@Suite struct ServerStatsTests {
    /// The fixture's clock reads Wednesday 18 November 2026, 11:06 UTC: Thursday already at +14 hours.
    @Test(arguments: [("UTC", "2026-11-18"), ("Pacific/Kiritimati", "2026-11-19")])
    func theStatsPageDrawsTheCurveTheHeatmapsAndTheGrowth(zone: String, today: String) async throws {
        let fixture = try ServerFixture(timeZone: try #require(TimeZone(identifier: zone)))
        let (status, body) = try await fixture.test { client in
            _ = try await ServerFixture.post(client, "/api/capture", #"{"text":"0/story.txt","at":4,"phrase":false}"#)
            _ = try await ServerFixture.post(client, "/api/mark", #"{"term":"garden","status":"known"}"#)
            let start = try await ServerFixture.post(client, "/api/review/start", "{}")
            let session = try #require(try JSONSerialization.jsonObject(with: Data(start.body.utf8)) as? [String: Any])["session"] as? String ?? ""
            _ = try await ServerFixture.post(client, "/api/review/answer", #"{"session":"\#(session)","card":1,"rating":"good"}"#)
            return try await ServerFixture.get(client, "/stats?weeks=4")
        }
        #expect(status == .ok)
        #expect(body.contains("<tr><td><span class=\"w learning\">Learning</span></td><td class=\"number\">1</td><td class=\"number\">0</td></tr>"))
        #expect(body.contains("<tr><td><span class=\"\">Known</span></td><td class=\"number\">1</td><td class=\"number\">0</td></tr>"))
        #expect(body.components(separatedBy: "<svg class=\"chart\"").count - 1 == 5)
        // One answer today in the review heatmap; a capture and a mark in the activity heatmap: the learner's today.
        #expect(body.contains("<title>\(today): 1</title>"))
        #expect(body.contains("<title>\(today): 2</title>"))
        #expect(body.contains("<polyline class=\"curve\" points=\"44,"))
        #expect(body.contains("target 90%</text>"))
        #expect(body.contains("<h2>Reviews, last 4 weeks</h2>"))
    }

    @Test func aStoreWithoutReviewsSaysSoInsteadOfACurve() async throws {
        let fixture = try ServerFixture()
        let (status, body) = try await fixture.test { try await ServerFixture.get($0, "/stats") }
        #expect(status == .ok)
        #expect(body.contains("<p>No reviewed cards yet: review a captured word to see how your memory of it fades.</p>"))
        #expect(body.contains("Vocabulary size: about <strong>0</strong> word families (the families Known in your store)."))
        #expect(body.contains("<h2>Reviews, last 26 weeks</h2>"))
    }

    @Test(arguments: ["/stats?weeks=0", "/stats?weeks=105", "/stats?weeks=many"])
    func badWeeksAreRefused(uri: String) async throws {
        let fixture = try ServerFixture()
        let (status, _) = try await fixture.test { try await ServerFixture.get($0, uri) }
        #expect(status == .badRequest)
    }
}
