import ReaderCore

extension ActivityCalendar {
    /// The calendar laid out for drawing (the browser's heatmaps): one column per week, Monday first,
    /// today in the last column, each day the key of the store's per-day counts; the shades are
    /// `level(of:)`, the same as the text calendar's cells.
    public struct Grid: Sendable {
        public struct Day: Sendable, Equatable {
            public var day: CalendarDay
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

        public init(weeks: Int, today: CalendarDay) {
            let start = ActivityCalendar.firstMonday(weeks: weeks, today: today)
            self.weeks = weeks
            days = (0..<(weeks * 7)).map { Day(day: start.adding(days: $0), week: $0 / 7, weekday: $0 % 7) }
                .filter { $0.day <= today }
            monthStarts = days.filter { $0.weekday == 0 && $0.day.day <= 7 }.map { ($0.week, $0.day.shortMonthName) }
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
