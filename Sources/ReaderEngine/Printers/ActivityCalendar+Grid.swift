import Foundation

extension ActivityCalendar {
    /// The calendar laid out for drawing (the browser's heatmaps): one column per week, Monday first,
    /// today in the last column, each day named by its local date key ("2026-11-24") as the store counts
    /// them; the shades are `level(of:)`, the same as the text calendar's cells.
    public struct Grid: Sendable {
        public struct Day: Sendable, Equatable {
            /// "2026-11-24", the key of the store's per-day counts.
            public var key: String
            /// The column, 0 for the oldest week.
            public var week: Int
            /// The row, Monday = 0.
            public var weekday: Int
        }

        public let weeks: Int
        /// Every day from the first column's Monday to today.
        public let days: [Day]
        /// The columns where a month starts (its first Monday), with the month's short name.
        public let monthStarts: [(week: Int, name: String)]

        public init(weeks: Int, now: Date, calendar: Calendar) {
            var calendar = calendar
            calendar.firstWeekday = 2
            // Month names in English, as every page of the reader is.
            calendar.locale = Locale(identifier: "en_US_POSIX")
            let today = calendar.startOfDay(for: now)
            let weekday = (calendar.component(.weekday, from: today) + 5) % 7
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.dateFormat = "yyyy-MM-dd"
            self.weeks = weeks
            var days: [Day] = []
            var months: [(week: Int, name: String)] = []
            if let start = calendar.date(byAdding: .day, value: -(weeks - 1) * 7 - weekday, to: today) {
                for offset in 0..<(weeks * 7) {
                    guard let day = calendar.date(byAdding: .day, value: offset, to: start), day <= today else { break }
                    days.append(Day(key: formatter.string(from: day), week: offset / 7, weekday: offset % 7))
                    if offset % 7 == 0, calendar.component(.day, from: day) <= 7 {
                        months.append((offset / 7, calendar.shortMonthSymbols[calendar.component(.month, from: day) - 1]))
                    }
                }
            }
            self.days = days
            monthStarts = months
        }
    }

    /// The shade of a day's count: 0 none, 1 for 1-2, 2 for 3-5, 3 for 6-10, 4 for more (`cell` prints · ░ ▒ ▓ █).
    public static func level(of count: Int) -> Int {
        switch count {
        case ...0: 0
        case 1...2: 1
        case 3...5: 2
        case 6...10: 3
        default: 4
        }
    }
}
