import Foundation
import ReaderCore

/// The vocabulary half of `reader stats` as text (no colour, so it reads the
/// same in any terminal): statuses, captures, growth, size and the calendar of
/// marks and captures.
public enum VocabularyStatsText {
    /// `today` is the calendar's last day, in the learner's time zone.
    public static func text(_ statistics: VocabularyStatistics, size: VocabularySize, weeks: Int, today: CalendarDay) -> String {
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
        lines += ActivityCalendar.lines(statistics.activityByDay, weeks: weeks, today: today)
        return lines.joined(separator: "\n") + "\n"
    }
}
