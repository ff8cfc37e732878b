import ArgumentParser
import Foundation
import ReaderEngine

extension StatsFormat: ExpressibleByArgument {}

struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show how your vocabulary grows and how reviews go: statuses, cards, retention, forecast, calendars.",
        discussion: """
        Growth counts terms you marked Known or Ignored yourself (by mark, capture or import; not 'reader init'). \
        The calendar has one column per week and one row per weekday; each cell shows that day's marks and \
        captures: · none, ░ 1-2, ▒ 3-5, ▓ 6-10, █ more. Review figures: true retention is the share of answers \
        to cards in the review state (cram left out) not graded Again, last 30 days; retrievability is the FSRS-6 \
        probability of recall averaged over reviewed cards, now and if nothing is reviewed for 1 or 7 days. JSON \
        fields: words, phrases, captures, cards {new, learning, review, relearning}, due_now, next_due (the soonest \
        reviewed card not due now), forecast (30 days from today; today's count holds overdue cards), answers_30_days \
        {all, not_again, review_cards} (cram left out), true_retention, average_retrievability {now, in_1_day, \
        in_7_days}, reviews_by_day, vocabulary_size {families, known_families, placement, placed_at, \
        learned_since_placement, growth_by_week}.

        The vocabulary size counts word families (a head such as "farm" with "farmer" and "farming") among the \
        20,000 most frequent: those whose head is Known in your store, or the last 'reader placement' estimate plus \
        the families you came to know since, whichever is larger; growth per week counts families you came to know \
        yourself (not by init or placement), oldest week first, for up to 8 weeks.

        Examples:
          reader stats
          reader stats --weeks 52
        """
    )

    @OptionGroup var global: GlobalOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Weeks of activity to show.", valueName: "n"))
    var weeks: Int = 26

    @Option(help: "Output format: \(StatsFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: StatsFormat = .text

    func validate() throws {
        if !(1...104).contains(weeks) { throw ValidationError("--weeks must be between 1 and 104") }
    }

    func run() throws {
        let store = try global.openStore(.readOnly)
        let now = try Clock.now()
        let timeZone = Clock.timeZone
        let statistics = try store.statistics(now: now, timeZone: timeZone, days: weeks * 7)
        let reviews = try store.reviewStatistics(now: now, timeZone: timeZone, days: weeks * 7)
        let data = try global.languageData()
        let families = try FamilyList(data: data, dictionary: try EnglishDictionary(location: data.location))
        let size = try store.vocabularySize(families: families, now: now, weeks: min(weeks, VocabularySizeReport.weeksShown))
        let writer = OutputWriter()
        switch format {
        case .text:
            let today = CalendarDay(now, in: timeZone)
            try writer.write(VocabularyStatsText.text(statistics, size: size, weeks: weeks, today: today))
            try writer.write(ReviewStatsText.text(reviews, weeks: weeks, now: now, today: today))
        case .json:
            try writer.write(StatsJSON.record(statistics, reviews, size: size) + "\n")
        }
        try writer.flush()
    }
}

