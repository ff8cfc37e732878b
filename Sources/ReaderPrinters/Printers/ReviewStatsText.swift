import Foundation
import ReaderCore

/// The review half of `reader stats` as text: cards, retention, retrievability,
/// the forgetting curve, the forecast and the calendar of answers.
public enum ReviewStatsText {
    static let levels = Array("▁▂▃▄▅▆▇█")

    /// `today` is the calendar's last day, `now`'s in the learner's time zone.
    public static func text(_ stats: ReviewStatistics, weeks: Int, now: Date, today: CalendarDay) -> String {
        let reviewed = stats.cardsByState.values.reduce(0, +)
        var lines = ["", "cards: \(stats.newCards + reviewed) (new \(stats.newCards), "
            + CardState.allCases.map { "\($0.name) \(stats.cardsByState[$0] ?? 0)" }.joined(separator: ", ") + "); due now: \(stats.dueNow)"
            + (stats.dueNow == 0 ? DurationText.nextCardDue(stats.nextDue, now: now).map { ", " + $0 } ?? "" : "")]
        lines.append("true retention, last 30 days: " + retention(stats))
        if let average = stats.averageRetrievability {
            lines.append("retrievability: now \(percent(average.now)), in 1 day \(percent(average.in1Day)), in 7 days \(percent(average.in7Days))"
                + " (if you skip today, retention drops to \(percent(average.in1Day)))")
            lines.append("forgetting curve, next 30 days: " + sparkline(stats.forgettingCurve, range: 0...1)
                + " \(percent(stats.forgettingCurve.first ?? 0)) → \(percent(stats.forgettingCurve.last ?? 0))")
        }
        let peak = stats.forecast.max() ?? 0
        lines.append("due, next 30 days (today first): " + sparkline(stats.forecast.map(Double.init), range: 0...Double(max(peak, 1)))
            + " (\(stats.forecast.reduce(0, +)) in all, \(stats.forecast.first ?? 0) today, busiest day \(peak))")
        lines.append("")
        lines.append("reviews, last \(Plural.count(weeks, "week")) (answers per day):")
        lines += ActivityCalendar.lines(stats.reviewsByDay, weeks: weeks, today: today)
        return lines.joined(separator: "\n") + "\n"
    }

    /// True retention, with every answer of the period beside it, so that answers to
    /// new and learning cards never look like no answers at all.
    static func retention(_ stats: ReviewStatistics) -> String {
        let all = stats.recentAnswers.all
        guard all > 0 else { return "no answers yet" }
        let overall = "\(Plural.count(all, "answer")) in all, \(percent(Double(stats.recentAnswers.notAgain) / Double(all))) not Again"
        guard let retention = stats.trueRetention else { return "no answers to review cards yet (\(overall))" }
        return "\(percent(retention)) of \(Plural.count(stats.retentionAnswers, "answer")) to review cards (\(overall))"
    }

    /// One block character per value, scaled to `range` (a value that is not a number as the lowest).
    static func sparkline(_ values: [Double], range: ClosedRange<Double>) -> String {
        String(values.map { value in
            let share = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
            let level = share.isFinite ? Int((share * Double(levels.count - 1)).rounded()) : 0
            return levels[min(levels.count - 1, max(0, level))]
        })
    }

    /// "93%": whole percentages, as the dashboard shows them.
    static func percent(_ share: Double) -> String { NumberText.percent(share, decimals: 0) }
}
