import Foundation
import Testing

@Suite("CLI: stats")
struct VocabularyStatsTests {
    @Test func statsShowCountsGrowthAndAWeekdayCalendar() throws {
        let cli = try ReaderCLI()
        _ = try cli.run(["init", "--top", "10"])
        _ = try cli.run(["mark", "ran", "walk", "--known"])
        _ = try cli.run(["mark", "look up", "--learning"])
        let result = try cli.run(["stats", "--weeks", "3"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(9)) == [
            "status      words  phrases",
            "new             0        0",
            "learning        0        1",
            "known          12        0",
            "ignored         0        0",
            "captures: 0   form overrides: 0",
            "newly known: 7 days +2, 30 days +2, 365 days +2",
            "",
            "activity, last 3 weeks (marks and captures per day):",
        ])
        // A row of month names, then one row per weekday.
        let rows = Array(lines.dropFirst(10).prefix(7))
        #expect(rows.map { String($0.prefix(4)) } == ["Mon ", "Tue ", "Wed ", "Thu ", "Fri ", "Sat ", "Sun "])
        // Today's cell (the last drawn) holds the 3 marks: "▒".
        #expect(rows.contains { $0.hasSuffix("▒") })
        #expect(rows.allSatisfy { $0.dropFirst(4).allSatisfy { "·░▒▓█".contains($0) } })
    }
}

@Suite("CLI: stats of reviews")
struct ReviewStatsTests {
    @Test func jsonAndTextReportCardsRetentionForecastAndRetrievability() throws {
        let cli = try ReaderCLI()
        let utc = ["TZ": "UTC"]
        _ = try cli.run(["mark", "quay", "harbour", "--learning"], environment: utc.merging(["READER_NOW": "2026-11-02T09:00:00Z"]) { $1 })
        _ = try cli.run(["review", "--script", "--no-fuzz"], stdin: "4\n4\n",
                        environment: utc.merging(["READER_NOW": "2026-11-02T09:00:00Z"]) { $1 })
        // Both Easy: review state, stability 8.2956, due 8 days later; one lapses on 11-10.
        _ = try cli.run(["review", "--script", "--no-fuzz"], stdin: "1\n3\n",
                        environment: utc.merging(["READER_NOW": "2026-11-10T09:00:00Z"]) { $1 })
        let now = utc.merging(["READER_NOW": "2026-11-10T10:00:00Z"]) { $1 }
        let json = try cli.run(["stats", "--format", "json"], environment: now)
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["cards"] as? [String: Int] == ["new": 0, "learning": 0, "review": 1, "relearning": 1])
        #expect(object["due_now"] as? Int == 1)
        #expect(object["true_retention"] as? Double == 0.5)
        #expect(object["reviews_by_day"] as? [String: Int] == ["2026-11-02": 2, "2026-11-10": 2])
        let forecast = try #require(object["forecast"] as? [Int])
        #expect(forecast.count == 30)
        // The relearning card is due in 10 minutes (today); the other in 39 days (py-fsrs: stability 38.9051).
        #expect(forecast == Array(repeating: 0, count: 30))
        let average = try #require(object["average_retrievability"] as? [String: Double])
        #expect(average["now"]! > average["in_1_day"]! && average["in_1_day"]! > average["in_7_days"]!)
        let text = try cli.run(["stats", "--weeks", "2"], environment: now)
        #expect(text.stdout.contains("cards: 2 (new 0, learning 0, review 1, relearning 1); due now: 1\n"))
        #expect(text.stdout.contains("true retention, last 30 days: 50% of 2 review answers\n"))
        #expect(text.stdout.contains("reviews, last 2 weeks (answers per day):\n    Nov\nMon ░·\nTue ·░\n"))
    }
}
