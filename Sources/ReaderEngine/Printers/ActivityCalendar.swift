import Foundation

/// The calendars of `reader stats` (marks and captures, review answers): a row
/// of month names over the weeks where each month starts, then seven rows
/// (Monday first), one column per week, today in the last column; each cell
/// shows that day's count: · none, ░ 1-2, ▒ 3-5, ▓ 6-10, █ more.
public enum ActivityCalendar {
    /// `days` counts by local calendar day ("2026-11-22"), the days of `calendar`.
    public static func lines(_ days: [String: Int], weeks: Int, now: Date, calendar: Calendar) -> [String] {
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

    public static func cell(_ count: Int) -> String {
        ["·", "░", "▒", "▓", "█"][level(of: count)]
    }
}
