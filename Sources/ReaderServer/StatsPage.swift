import Foundation
import ReaderEngine

/// The stats page: `reader stats` drawn as the server's inline SVG: the vocabulary by status and its
/// estimated size, the forgetting curve with its projection, the reviews due, the review heatmap and
/// the growth of known words and families.
enum StatsPage {
    static func html(_ figures: StatsFigures, weeks: Int, token: String) -> String {
        let vocabulary = figures.vocabulary
        let reviews = figures.reviews
        let days = ActivityCalendar.Grid(weeks: weeks, today: figures.today)
        var main = "<main class=\"stats\">\n<h1>Stats</h1>\n"
        main += "<form class=\"filters\" method=\"get\" action=\"/stats\"><label>Weeks <input type=\"number\" name=\"weeks\" min=\"1\" max=\"104\" "
            + "value=\"\(weeks)\"></label> <button type=\"submit\">Show</button></form>\n"
        main += "<p class=\"headline\">Vocabulary size: about <strong>\(NumberText.grouped(figures.size.families))</strong> word families"
            + sizeSource(figures.size) + ".</p>\n"
        main += "<table class=\"library counts\"><thead><tr><th>Status</th><th>Words</th><th>Phrases</th></tr></thead><tbody>"
        for status in WordStatus.allCases {
            main += "<tr><td><span class=\"\(status == .new || status == .learning ? "w \(status.rawValue)" : "")\">\(status.rawValue.capitalized)</span></td>"
                + "<td class=\"number\">\(NumberText.grouped(vocabulary.words[status] ?? 0))</td>"
                + "<td class=\"number\">\(NumberText.grouped(vocabulary.phrases[status] ?? 0))</td></tr>"
        }
        main += "</tbody></table>\n<p>Captures: \(NumberText.grouped(vocabulary.captures)). Newly known: "
            + vocabulary.newlyKnown.map { "+\(NumberText.grouped($0.count)) in \($0.days) day\($0.days == 1 ? "" : "s")" }.joined(separator: ", ") + ".</p>\n"
        main += "<h2>Forgetting curve</h2>\n"
        if let average = reviews.averageRetrievability {
            main += "<p>If you review nothing from now on, you would recall \(StatsCharts.percent(average.now)) of your reviewed cards now, "
                + "\(StatsCharts.percent(average.in1Day)) tomorrow, \(StatsCharts.percent(average.in7Days)) in a week and "
                + "\(StatsCharts.percent(reviews.forgettingCurve.last ?? 0)) in 30 days (FSRS-6 projection).</p>\n"
            main += StatsCharts.curve(reviews.forgettingCurve, reference: FSRSParameters().desiredRetention, marked: [0, 1, 7, 30],
                                      label: "Average recall of reviewed cards over the next 30 days if nothing is reviewed") + "\n"
        } else {
            main += "<p>No reviewed cards yet: review a captured word to see how your memory of it fades.</p>\n"
        }
        main += "<p>True retention, last 30 days: \(reviews.trueRetention.map(StatsCharts.percent) ?? "no answers to review cards yet") "
            + "(\(NumberText.grouped(reviews.recentAnswers.all)) answers in all). Cards due now: \(NumberText.grouped(reviews.dueNow)).</p>\n"
        main += "<h2>Due, next 30 days</h2>\n" + StatsCharts.bars(reviews.forecast, labels: (0..<reviews.forecast.count).map { $0 == 0 ? "today" : "+\($0)" },
                                                                    labelEvery: 7, label: "Reviews due on each of the next 30 days") + "\n"
        main += "<h2>Reviews, last \(weeks) week\(weeks == 1 ? "" : "s")</h2>\n"
            + StatsCharts.heatmap(reviews.reviewsByDay, calendar: days, label: "Answers per day") + legend + "\n"
        main += "<h2>Growth</h2>\n<p>Word families you came to know, week by week (oldest first):</p>\n"
            + StatsCharts.bars(figures.size.growthByWeek, labels: weekLabels(figures.size.growthByWeek.count), label: "Word families learned per week") + "\n"
        main += "<p>Marks and captures per day:</p>\n"
            + StatsCharts.heatmap(vocabulary.activityByDay, calendar: days, label: "Marks and captures per day") + legend + "\n"
        return PageShell.page(title: "Stats", token: token, script: "reader.js", main: main + "</main>")
    }

    private static func sizeSource(_ size: VocabularySize) -> String {
        guard let placement = size.placement, let placedAt = size.placedAt else { return " (the families Known in your store)" }
        return " (placement \(TimeStamp.string(placedAt).prefix(10)): \(NumberText.grouped(placement)), +\(NumberText.grouped(size.learnedSincePlacement))"
            + " learned since; Known: \(NumberText.grouped(size.knownFamilies)))"
    }

    /// "−7 wk" … "this week".
    private static func weekLabels(_ count: Int) -> [String] {
        (0..<count).map { index in index == count - 1 ? "this week" : "−\(count - 1 - index) wk" }
    }

    private static let legend = "<p class=\"legend-scale\">Less <span class=\"cell h0\"></span><span class=\"cell h1\"></span>"
        + "<span class=\"cell h2\"></span><span class=\"cell h3\"></span><span class=\"cell h4\"></span> More "
        + "(0, 1–2, 3–5, 6–10, more; each day's count is its square's title)</p>"
}
