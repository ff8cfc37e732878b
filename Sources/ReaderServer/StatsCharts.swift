import Foundation
import ReaderEngine

/// The stats page's charts as inline SVG, drawn on the server from the engine's figures: no script,
/// colours from the stylesheet's classes (so both themes and the CSP's `style-src 'self'` hold), and
/// every value also written as text (a label or a cell's title), never shown by colour alone.
enum StatsCharts {
    private static let width = 600.0
    private static let margin = (left: 44.0, right: 40.0, top: 24.0, bottom: 26.0)

    /// A curve of shares (0...1) over days from today, a dashed reference line, the days `marked` dotted and labelled.
    static func curve(_ values: [Double], reference: Double, marked: [Int], label: String) -> String {
        let height = 220.0
        let plot = (width: width - margin.left - margin.right, height: height - margin.top - margin.bottom)
        let step = plot.width / Double(max(values.count - 1, 1))
        let x = { (day: Int) in margin.left + Double(day) * step }
        let y = { (share: Double) in margin.top + (1 - min(max(share, 0), 1)) * plot.height }
        var svg = open(label: label, height: height)
        for percent in stride(from: 0, through: 100, by: 25) {
            let level = y(Double(percent) / 100)
            svg += "<line class=\"grid\" x1=\"\(n(margin.left))\" x2=\"\(n(width - margin.right))\" y1=\"\(n(level))\" y2=\"\(n(level))\"/>"
                + "<text x=\"\(n(margin.left - 6))\" y=\"\(n(level + 4))\" text-anchor=\"end\">\(percent)%</text>"
        }
        for day in Array(stride(from: 0, to: values.count - 4, by: 7)) + [values.count - 1] {
            svg += "<text x=\"\(n(x(day)))\" y=\"\(n(height - 8))\" text-anchor=\"middle\">\(day == 0 ? "today" : "+\(day) d")</text>"
        }
        svg += "<line class=\"reference\" x1=\"\(n(margin.left))\" x2=\"\(n(width - margin.right))\" y1=\"\(n(y(reference)))\" y2=\"\(n(y(reference)))\"/>"
            + "<text class=\"reference-label\" x=\"\(n(width - margin.right))\" y=\"\(n(y(reference) - 5))\" text-anchor=\"end\">"
            + "target \(percent(reference))</text>"
        let points = values.enumerated().map { "\(n(x($0.offset))),\(n(y($0.element)))" }.joined(separator: " ")
        svg += "<polyline class=\"curve\" points=\"\(points)\"/>"
        for day in marked where values.indices.contains(day) {
            svg += "<circle class=\"point\" cx=\"\(n(x(day)))\" cy=\"\(n(y(values[day])))\" r=\"4\"><title>\(day == 0 ? "now" : "in \(day) d"): "
                + "\(percent(values[day]))</title></circle>"
                + "<text x=\"\(n(x(day) + 6))\" y=\"\(n(y(values[day]) - 8))\">\(percent(values[day]))</text>"
        }
        return svg + "</svg>"
    }

    /// One bar per value, each with its label below (every `labelEvery`-th) and its count above when not 0.
    static func bars(_ values: [Int], labels: [String], labelEvery: Int = 1, label: String) -> String {
        let height = 170.0
        let plot = (width: width - margin.left - margin.right, height: height - margin.top - margin.bottom - 12)
        let slot = plot.width / Double(max(values.count, 1))
        let peak = Double(max(values.max() ?? 0, 1))
        var svg = open(label: label, height: height)
        svg += "<line class=\"grid\" x1=\"\(n(margin.left))\" x2=\"\(n(width - margin.right))\" y1=\"\(n(height - margin.bottom))\" "
            + "y2=\"\(n(height - margin.bottom))\"/>"
        for (index, value) in values.enumerated() {
            let barHeight = Double(value) / peak * plot.height
            let left = margin.left + Double(index) * slot + slot * 0.15
            let top = height - margin.bottom - barHeight
            svg += "<rect class=\"bar\" x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(slot * 0.7))\" height=\"\(n(barHeight))\">"
                + "<title>\(HTMLText.escaped(labels[index])): \(value)</title></rect>"
            if value > 0 {
                svg += "<text x=\"\(n(left + slot * 0.35))\" y=\"\(n(top - 4))\" text-anchor=\"middle\">\(value)</text>"
            }
            if index % labelEvery == 0 {
                svg += "<text x=\"\(n(left + slot * 0.35))\" y=\"\(n(height - 8))\" text-anchor=\"middle\">\(HTMLText.escaped(labels[index]))</text>"
            }
        }
        return svg + "</svg>"
    }

    /// Daily counts on the `ActivityCalendar`: one square a day, shaded by `ActivityCalendar.level`, its date and count as its title.
    static func heatmap(_ counts: [CalendarDay: Int], calendar: ActivityCalendar.Grid, label: String) -> String {
        let cell = 11.0
        let pitch = 13.0
        let left = 32.0
        let top = 18.0
        let height = top + 7 * pitch + 4
        var svg = open(label: label, height: height, width: left + Double(calendar.weeks) * pitch + 4)
        for month in calendar.monthStarts {
            svg += "<text x=\"\(n(left + Double(month.week) * pitch))\" y=\"12\">\(HTMLText.escaped(month.name))</text>"
        }
        for (row, name) in [(0, "Mon"), (2, "Wed"), (4, "Fri")] {
            svg += "<text x=\"0\" y=\"\(n(top + Double(row) * pitch + cell - 1))\">\(name)</text>"
        }
        for day in calendar.days {
            let count = counts[day.day] ?? 0
            svg += "<rect class=\"h\(ActivityCalendar.level(of: count))\" x=\"\(n(left + Double(day.week) * pitch))\" "
                + "y=\"\(n(top + Double(day.weekday) * pitch))\" width=\"\(n(cell))\" height=\"\(n(cell))\" rx=\"2\">"
                + "<title>\(day.day.iso): \(count)</title></rect>"
        }
        return svg + "</svg>"
    }

    private static func open(label: String, height: Double, width: Double = StatsCharts.width) -> String {
        "<svg class=\"chart\" role=\"img\" aria-label=\"\(HTMLText.escaped(label))\" viewBox=\"0 0 \(n(width)) \(n(height))\" "
            + "width=\"\(n(width))\" height=\"\(n(height))\" xmlns=\"http://www.w3.org/2000/svg\"><title>\(HTMLText.escaped(label))</title>"
    }

    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }

    /// A coordinate with one decimal at most.
    private static func n(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
