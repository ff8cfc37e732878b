import ArgumentParser
import Foundation
import ReaderEngine

/// `reader stats --format`.
enum StatsFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
}

/// The review half of `reader stats`: text lines and the JSON record.
enum ReviewStatsReport {
    static let levels = Array("▁▂▃▄▅▆▇█")

    static func text(_ stats: ReviewStatistics, weeks: Int, now: Date, calendar: Calendar = .current) -> String {
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
        lines += StatsReport.heatmap(stats.reviewsByDay, weeks: weeks, now: now, calendar: calendar)
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

    /// One block character per value, scaled to `range`.
    static func sparkline(_ values: [Double], range: ClosedRange<Double>) -> String {
        String(values.map { value in
            let share = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
            return levels[min(levels.count - 1, max(0, Int((share * Double(levels.count - 1)).rounded())))]
        })
    }

    static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded()))%" }

    static func json(_ vocabulary: VocabularyStatistics, _ stats: ReviewStatistics, size: VocabularySize) -> String {
        func counts(_ values: [WordStatus: Int]) -> String {
            "{" + WordStatus.allCases.map { "\"\($0.rawValue)\":\(values[$0] ?? 0)" }.joined(separator: ",") + "}"
        }
        let cards = "{\"new\":\(stats.newCards)," + CardState.allCases.map { "\"\($0.name)\":\(stats.cardsByState[$0] ?? 0)" }
            .joined(separator: ",") + "}"
        let average = stats.averageRetrievability.map {
            "{\"now\":\(fixed($0.now)),\"in_1_day\":\(fixed($0.in1Day)),\"in_7_days\":\(fixed($0.in7Days))}"
        } ?? "null"
        let days = stats.reviewsByDay.keys.sorted().map { "\"\($0)\":\(stats.reviewsByDay[$0] ?? 0)" }.joined(separator: ",")
        return "{\"words\":\(counts(vocabulary.words)),\"phrases\":\(counts(vocabulary.phrases)),\"captures\":\(vocabulary.captures)"
            + ",\"cards\":\(cards),\"due_now\":\(stats.dueNow)"
            + ",\"next_due\":\(stats.nextDue.map { "\"\(TimeStamp.string($0))\"" } ?? "null"),\"forecast\":[\(stats.forecast.map(String.init).joined(separator: ","))]"
            + ",\"answers_30_days\":{\"all\":\(stats.recentAnswers.all),\"not_again\":\(stats.recentAnswers.notAgain)"
            + ",\"review_cards\":\(stats.retentionAnswers)}"
            + ",\"true_retention\":\(stats.trueRetention.map(fixed) ?? "null"),\"average_retrievability\":\(average)"
            + ",\"reviews_by_day\":{\(days)},\"vocabulary_size\":\(VocabularySizeReport.json(size))}"
    }

    static func fixed(_ value: Double) -> String { String(format: "%.4f", value) }
}
