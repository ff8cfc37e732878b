import ArgumentParser
import Foundation
import ReaderEngine

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

    @Option(help: ArgumentHelp("Weeks of activity to show.", valueName: "n"))
    var weeks: Int = 26

    @Option(help: "Output format: \(StatsFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: StatsFormat = .text

    func validate() throws {
        if !(1...104).contains(weeks) { throw ValidationError("--weeks must be between 1 and 104") }
    }

    func run() throws {
        let store = try global.openStore(.readOnly)
        let now = try Clock.now()
        let statistics = try store.statistics(now: now, days: weeks * 7)
        let reviews = try store.reviewStatistics(now: now, days: weeks * 7)
        let data = try global.languageData()
        let families = try FamilyList(data: data, dictionary: try EnglishDictionary(location: data.location))
        let size = try store.vocabularySize(families: families, now: now, weeks: min(weeks, VocabularySizeReport.weeksShown))
        let writer = OutputWriter()
        switch format {
        case .text:
            try writer.write(StatsReport.text(statistics, weeks: weeks, now: now, size: size))
            try writer.write(ReviewStatsReport.text(reviews, weeks: weeks, now: now))
        case .json:
            try writer.write(ReviewStatsReport.json(statistics, reviews, size: size) + "\n")
        }
        try writer.flush()
    }
}

/// The stats screen as text (no colour, so it reads the same in any terminal).
enum StatsReport {
    static func text(_ statistics: VocabularyStatistics, weeks: Int, now: Date, size: VocabularySize,
                     calendar: Calendar = .current) -> String {
        var lines = ["status      words  phrases"]
        for status in WordStatus.allCases {
            let words = statistics.words[status] ?? 0
            let phrases = statistics.phrases[status] ?? 0
            lines.append(status.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                + String(format: "%9d %8d", words, phrases))
        }
        lines.append("captures: \(statistics.captures)   form overrides: \(statistics.forms)")
        lines.append("newly known: " + statistics.newlyKnown.map { "\(Plural.count($0.days, "day")) +\($0.count)" }.joined(separator: ", "))
        lines.append(VocabularySizeReport.text(size).dropLast().description)
        lines.append("")
        lines.append("activity, last \(Plural.count(weeks, "week")) (marks and captures per day):")
        lines += heatmap(statistics.activityByDay, weeks: weeks, now: now, calendar: calendar)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A row of month names over the weeks where each month starts, then seven
    /// rows (Monday first), one column per week, today in the last column.
    static func heatmap(_ days: [String: Int], weeks: Int, now: Date, calendar: Calendar) -> [String] {
        var calendar = calendar
        calendar.firstWeekday = 2
        let today = calendar.startOfDay(for: now)
        let weekday = (calendar.component(.weekday, from: today) + 5) % 7  // Monday = 0
        guard let start = calendar.date(byAdding: .day, value: -(weeks - 1) * 7 - weekday, to: today) else { return [] }
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "yyyy-MM-dd"
        let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        var months = Array(repeating: Character(" "), count: weeks + 7)
        for week in 0..<weeks {
            guard let monday = calendar.date(byAdding: .day, value: week * 7, to: start), monday <= today else { break }
            let day = calendar.component(.day, from: monday)
            let label = Array(calendar.shortMonthSymbols[calendar.component(.month, from: monday) - 1])
            // A month is named above the first week that starts in it; the first
            // column names its month only when the next month is not close.
            let monthAhead = calendar.date(byAdding: .day, value: 7 * label.count, to: monday).map {
                calendar.component(.month, from: $0) == calendar.component(.month, from: monday)
            } ?? false
            if week == 0 ? monthAhead || weeks <= label.count : day <= 7 && months[3 + week] == " " {
                for (offset, letter) in label.enumerated() where 4 + week + offset < months.count { months[4 + week + offset] = letter }
            }
        }
        let monthRow = String(months).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        return [monthRow] + (0..<7).map { row in
            var line = names[row] + " "
            for week in 0..<weeks {
                guard let day = calendar.date(byAdding: .day, value: week * 7 + row, to: start), day <= today else { break }
                line += cell(days[formatter.string(from: day)] ?? 0)
            }
            return line
        }
    }

    static func cell(_ count: Int) -> String {
        switch count {
        case 0: "·"
        case 1...2: "░"
        case 3...5: "▒"
        case 6...10: "▓"
        default: "█"
        }
    }
}
