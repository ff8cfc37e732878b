import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// The `stats` printers in the engine (moved from reader-cli, issue 29): the screen's text and the
/// JSON record, exact, on a fixed clock and calendar.
@Suite("Printers: stats")
struct StatsPrinterTests {
    /// Friday 2026-11-27, noon UTC: two weeks of calendar start on Monday 2026-11-16.
    static let now = Date(timeIntervalSince1970: 1_795_780_800)
    static let today = CalendarDay(year: 2026, month: 11, day: 27)!

    static func day(_ iso: String) -> CalendarDay { CalendarDay(iso: iso)! }

    static let vocabulary = VocabularyStatistics(
        words: [.new: 3, .known: 5], phrases: [.learning: 1], forms: 1, captures: 2,
        newlyKnown: [.init(days: 7, count: 1), .init(days: 30, count: 2), .init(days: 365, count: 5)],
        activityByDay: [day("2026-11-16"): 1, day("2026-11-27"): 3])
    static let size = VocabularySize(knownFamilies: 1_234, placement: nil, placedAt: nil, learnedSincePlacement: 0,
                                     growthByWeek: [0, 3])
    static let noReviews = ReviewStatistics(
        newCards: 0, cardsByState: [:], dueNow: 0, forecast: Array(repeating: 0, count: 30), nextDue: nil,
        trueRetention: nil, retentionAnswers: 0, recentAnswers: (0, 0), averageRetrievability: nil,
        forgettingCurve: [], reviewsByDay: [:])
    static let someReviews = ReviewStatistics(
        newCards: 2, cardsByState: [.review: 3, .learning: 1], dueNow: 1, forecast: [1, 0, 2] + Array(repeating: 0, count: 27),
        nextDue: nil, trueRetention: 0.875, retentionAnswers: 8, recentAnswers: (10, 9),
        averageRetrievability: (now: 0.9, in1Day: 0.884, in7Days: 0.8), forgettingCurve: [0.9, 0.75, 0.5],
        reviewsByDay: [day("2026-11-27"): 6, day("2026-11-20"): 4])

    @Test func startOfMonthNamedOverItsWeekAndTodayLast() {
        #expect(ActivityCalendar.lines(Self.vocabulary.activityByDay, weeks: 2, today: Self.today) == [
            "    Nov", "Mon ░·", "Tue ··", "Wed ··", "Thu ··", "Fri ·▒", "Sat ·", "Sun ·",
        ])
    }

    @Test func vocabularyHalf() {
        #expect(VocabularyStatsText.text(Self.vocabulary, size: Self.size, weeks: 2, today: Self.today) == """
            status      words  phrases
            new             3        0
            learning        0        1
            known           5        0
            ignored         0        0
            captures: 2   form overrides: 1
            newly known: 7 days +1, 30 days +2, 365 days +5
            vocabulary size: about 1,234 word families (Known in your store; 'reader placement' estimates it)
            families learned per week, oldest first: +0 +3

            activity, last 2 weeks (marks and captures per day):
                Nov
            Mon ░·
            Tue ··
            Wed ··
            Thu ··
            Fri ·▒
            Sat ·
            Sun ·

            """)
    }

    /// A store with no reviews prints its review half without a single division by zero (issue 29).
    @Test func reviewHalfWithNoReviews() {
        let text = ReviewStatsText.text(Self.noReviews, weeks: 2, now: Self.now, today: Self.today)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).prefix(5).map(String.init) == [
            "",
            "cards: 0 (new 0, learning 0, review 0, relearning 0); due now: 0",
            "true retention, last 30 days: no answers yet",
            "due, next 30 days (today first): " + String(repeating: "▁", count: 30) + " (0 in all, 0 today, busiest day 0)",
            "",
        ])
        #expect(text.hasSuffix("reviews, last 2 weeks (answers per day):\n    Nov\nMon ··\nTue ··\nWed ··\nThu ··\nFri ··\nSat ·\nSun ·\n"))
    }

    @Test func reviewHalfWithAnswers() {
        let text = ReviewStatsText.text(Self.someReviews, weeks: 2, now: Self.now, today: Self.today)
        #expect(text.split(separator: "\n").prefix(5).map(String.init) == [
            "cards: 6 (new 2, learning 1, review 3, relearning 0); due now: 1",
            "true retention, last 30 days: 88% of 8 answers to review cards (10 answers in all, 90% not Again)",
            "retrievability: now 90%, in 1 day 88%, in 7 days 80% (if you skip today, retention drops to 88%)",
            "forgetting curve, next 30 days: ▇▆▅ 90% → 50%",
            "due, next 30 days (today first): ▅▁█" + String(repeating: "▁", count: 27) + " (3 in all, 1 today, busiest day 2)",
        ])
        #expect(text.contains("\nFri ▒▓\n"))
    }

    /// A retrievability that is not a number shows as 0%, and its spark as the lowest block, instead of trapping.
    @Test func notANumberShowsAsZero() {
        var stats = Self.someReviews
        stats.averageRetrievability = (now: .nan, in1Day: .nan, in7Days: .nan)
        stats.forgettingCurve = [.nan, 1]
        let text = ReviewStatsText.text(stats, weeks: 1, now: Self.now, today: Self.today)
        #expect(text.contains("\nretrievability: now 0%, in 1 day 0%, in 7 days 0% (if you skip today, retention drops to 0%)\n"))
        #expect(text.contains("\nforgetting curve, next 30 days: ▁█ 0% → 100%\n"))
    }

    @Test func jsonRecord() {
        #expect(StatsJSON.record(Self.vocabulary, Self.someReviews, size: Self.size) == """
            {"words":{"new":3,"learning":0,"known":5,"ignored":0},"phrases":{"new":0,"learning":1,"known":0,"ignored":0},\
            "captures":2,"cards":{"new":2,"learning":1,"review":3,"relearning":0},"due_now":1,"next_due":null,\
            "forecast":[1,0,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],\
            "answers_30_days":{"all":10,"not_again":9,"review_cards":8},"true_retention":0.8750,\
            "average_retrievability":{"now":0.9000,"in_1_day":0.8840,"in_7_days":0.8000},\
            "reviews_by_day":{"2026-11-20":4,"2026-11-27":6},"vocabulary_size":{"families":1234,"known_families":1234,\
            "placement":null,"placed_at":null,"learned_since_placement":0,"growth_by_week":[0,3]}}
            """)
    }

    @Test func jsonRecordWithoutReviews() {
        let json = StatsJSON.record(Self.vocabulary, Self.noReviews, size: Self.size)
        #expect(json.contains(",\"true_retention\":null,\"average_retrievability\":null,\"reviews_by_day\":{},"))
    }

    @Test func sizeAfterAPlacement() {
        let size = VocabularySize(knownFamilies: 900, placement: 4_000, placedAt: Self.now, learnedSincePlacement: 1_050,
                                  growthByWeek: [2])
        #expect(VocabularySizeReport.text(size) == """
            vocabulary size: about 5,050 word families (placement 2026-11-27: 4,000, +1,050 learned since; Known: 900)
            families learned per week, oldest first: +2

            """)
        #expect(VocabularySizeReport.json(size) == """
            {"families":5050,"known_families":900,"placement":4000,"placed_at":"2026-11-27T12:00:00.000Z",\
            "learned_since_placement":1050,"growth_by_week":[2]}
            """)
    }
}
