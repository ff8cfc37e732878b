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
        #expect(Array(lines.prefix(11)) == [
            "status      words  phrases",
            "new             0        0",
            "learning        0        1",
            "known          12        0",
            "ignored         0        0",
            "captures: 0   form overrides: 0",
            "newly known: 7 days +2, 30 days +2, 365 days +2",
            // Issue 27: the 12 Known lemmas head 12 families; run and walk were marked this week, init is not growth.
            "vocabulary size: about 12 word families (Known in your store; 'reader placement' estimates it)",
            "families learned per week, oldest first: +0 +0 +2",
            "",
            "activity, last 3 weeks (marks and captures per day):",
        ])
        // A row of month names, then one row per weekday.
        let rows = Array(lines.dropFirst(12).prefix(7))
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
        // The relearning card is due in 10 minutes (today, first); the other in 39 days (py-fsrs: stability 38.9051).
        #expect(forecast == [1] + Array(repeating: 0, count: 29))
        let average = try #require(object["average_retrievability"] as? [String: Double])
        #expect(average["now"]! > average["in_1_day"]! && average["in_1_day"]! > average["in_7_days"]!)
        let text = try cli.run(["stats", "--weeks", "2"], environment: now)
        #expect(text.stdout.contains("cards: 2 (new 0, learning 0, review 1, relearning 1); due now: 1\n"))
        #expect(text.stdout.contains("true retention, last 30 days: 50% of 2 answers to review cards (4 answers in all, 75% not Again)\n"))
        #expect(text.stdout.contains("reviews, last 2 weeks (answers per day):\n    Nov\nMon ░·\nTue ·░\n"))
    }

    /// `stats` said "1 in all" over the next 30 days while 6 learning cards were due today, and "no review
    /// answers yet" after 10 answers: the forecast starts today (overdue included) and the retention line
    /// counts every answer of the log beside the review-card ones. See: issue 25.
    @Test func statsForecastAndRetentionAgreeWithTheReviewLog() throws {
        let cli = try ReaderCLI()
        func at(_ time: String) -> [String: String] { ["TZ": "UTC", "READER_NOW": "2026-11-02T\(time)Z"] }
        _ = try cli.run(["mark", "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "--learning"],
                        environment: at("09:00:00"))
        // Six Good (due in 10 minutes), one Easy (8 days), one Hard (5.5 minutes).
        _ = try cli.run(["review", "--script", "--no-fuzz"], stdin: "3\n3\n3\n3\n3\n3\n4\n2\n", environment: at("09:00:00"))
        let dueToday = try cli.run(["stats", "--weeks", "1"], environment: at("09:30:00")).stdout
        #expect(dueToday.contains("cards: 8 (new 0, learning 7, review 1, relearning 0); due now: 7\n"))
        #expect(dueToday.contains("true retention, last 30 days: no answers to review cards yet (8 answers in all, 100% not Again)\n"))
        #expect(dueToday.contains("due, next 30 days (today first): █▁▁▁▁▁▁▁▂▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁ (8 in all, 7 today, busiest day 7)\n"))
        // The seven due answered (one Again, with its Brain Boost repeats): nothing due, the next card in 5 minutes.
        _ = try cli.run(["review", "--script", "--no-fuzz"], stdin: "3\n3\n3\n3\n3\n3\n1\n3\n3\n", environment: at("09:30:00"))
        let later = try cli.run(["stats", "--weeks", "1"], environment: at("09:35:00")).stdout
        #expect(later.contains("cards: 8 (new 0, learning 1, review 7, relearning 0); due now: 0, next card due in 5 minutes\n"))
        #expect(later.contains("true retention, last 30 days: no answers to review cards yet (17 answers in all, 94% not Again)\n"))
        #expect(later.contains("due, next 30 days (today first): ▂▂█▁▁▁▁▁▂▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁ (8 in all, 1 today, busiest day 5)\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(cli.run(["stats", "--format", "json"], environment: at("09:35:00")).stdout.utf8))
                                as? [String: Any])
        #expect(json["next_due"] as? String == "2026-11-02T09:40:00.000Z")
        #expect(json["forecast"] as? [Int] == [1, 1, 5, 0, 0, 0, 0, 0, 1] + Array(repeating: 0, count: 21))
        #expect(json["answers_30_days"] as? [String: Int] == ["all": 17, "not_again": 16, "review_cards": 0])
        #expect(json["true_retention"] is NSNull)
    }
}
