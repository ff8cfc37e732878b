import ReaderCore

/// The calendars of `reader stats` (marks and captures, review answers): a row
/// of month names over the weeks where each month starts, then seven rows
/// (Monday first), one column per week, today in the last column; each cell
/// shows that day's count: · none, ░ 1-2, ▒ 3-5, ▓ 6-10, █ more.
public enum ActivityCalendar {
    /// `days` counts by day, `today` the last (both in the learner's time zone).
    public static func lines(_ days: [CalendarDay: Int], weeks: Int, today: CalendarDay) -> [String] {
        let start = firstMonday(weeks: weeks, today: today)
        let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        var months = Array(repeating: Character(" "), count: weeks + 7)
        for week in 0..<weeks {
            let monday = start.adding(days: week * 7)
            guard monday <= today else { break }
            let label = Array(monday.shortMonthName)
            // A month is named above the first week that starts in it; the first
            // column names its month only when the next month is not close.
            let monthAhead = monday.adding(days: 7 * label.count).month == monday.month
            if week == 0 ? monthAhead || weeks <= label.count : monday.day <= 7 && months[3 + week] == " " {
                for (offset, letter) in label.enumerated() where 4 + week + offset < months.count { months[4 + week + offset] = letter }
            }
        }
        let monthRow = String(String(months).reversed().drop(while: { $0 == " " }).reversed())
        return [monthRow] + (0..<7).map { row in
            var line = names[row] + " "
            for week in 0..<weeks {
                let day = start.adding(days: week * 7 + row)
                guard day <= today else { break }
                line += cell(days[day] ?? 0)
            }
            return line
        }
    }

    public static func cell(_ count: Int) -> String {
        ["·", "░", "▒", "▓", "█"][level(of: count)]
    }

    /// The Monday of the first of `weeks` columns that end with `today`'s week.
    static func firstMonday(weeks: Int, today: CalendarDay) -> CalendarDay {
        today.adding(days: -(weeks - 1) * 7 - today.weekday)
    }
}
