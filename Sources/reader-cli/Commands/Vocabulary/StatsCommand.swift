import ArgumentParser
import Foundation
import ReaderEngine

struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show how your vocabulary grows: terms by status, captures, and a calendar of activity.",
        discussion: """
        Growth counts terms you marked Known or Ignored yourself (by mark, capture or import; not 'reader init'). \
        The calendar has one column per week and one row per weekday; each cell shows that day's marks and \
        captures: · none, ░ 1-2, ▒ 3-5, ▓ 6-10, █ more.

        Examples:
          reader stats
          reader stats --weeks 52
        """
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("Weeks of activity to show.", valueName: "n"))
    var weeks: Int = 26

    func validate() throws {
        if !(1...104).contains(weeks) { throw ValidationError("--weeks must be between 1 and 104") }
    }

    func run() throws {
        let store = try global.openStore(.readOnly)
        let now = Date()
        let statistics = try store.statistics(now: now, days: weeks * 7)
        let writer = OutputWriter()
        try writer.write(StatsReport.text(statistics, weeks: weeks, now: now))
        try writer.flush()
    }
}

/// The stats screen as text (no colour, so it reads the same in any terminal).
enum StatsReport {
    static func text(_ statistics: VocabularyStatistics, weeks: Int, now: Date, calendar: Calendar = .current) -> String {
        var lines = ["status      words  phrases"]
        for status in WordStatus.allCases {
            let words = statistics.words[status] ?? 0
            let phrases = statistics.phrases[status] ?? 0
            lines.append(status.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                + String(format: "%9d %8d", words, phrases))
        }
        lines.append("captures: \(statistics.captures)   form overrides: \(statistics.forms)")
        lines.append("newly known: " + statistics.newlyKnown.map { "\(Plural.count($0.days, "day")) +\($0.count)" }.joined(separator: ", "))
        lines.append("")
        lines.append("activity, last \(Plural.count(weeks, "week")) (marks and captures per day):")
        lines += heatmap(statistics.activityByDay, weeks: weeks, now: now, calendar: calendar)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Seven rows (Monday first), one column per week, today in the last column.
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
        return (0..<7).map { row in
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
