import Foundation

/// A day of the proleptic Gregorian calendar, the one owner of calendar days: the days of
/// `reader stats` and the browser's stats page (activity and answers per day, the calendars,
/// the due forecast) and the dates of `TimeStamp`. A moment becomes a day only in a time zone,
/// and that zone comes from the edge with the clock (the CLI's `TZ`, the server's), never from
/// a default here.
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    /// 1 = January.
    public let month: Int
    public let day: Int

    /// Nil when the date is not on the calendar (2026-02-29, month 13, day 0).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `daysSince1970` days after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    public init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// The day `date` falls on in `timeZone` (its offset at that moment, so daylight saving counts);
    /// a date outside `TimeStamp.range` falls on the day of its nearer end, never trapping.
    public init(_ date: Date, in timeZone: TimeZone) {
        let date = TimeStamp.clamped(date)
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        self.init(daysSince1970: Self.floorDivision(seconds, 86_400).quotient)
    }

    /// "2026-11-24"; nil for any other text.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Days from 1970-01-01 (Howard Hinnant's `days_from_civil`).
    public var daysSince1970: Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    public func adding(days: Int) -> CalendarDay { CalendarDay(daysSince1970: daysSince1970 + days) }

    /// Whole days from `other` to this day (negative when this day is earlier).
    public func days(since other: CalendarDay) -> Int { daysSince1970 - other.daysSince1970 }

    /// Monday = 0 ... Sunday = 6 (1970-01-01 was a Thursday).
    public var weekday: Int { Self.floorDivision(daysSince1970 + 3, 7).remainder }

    /// "Nov": in English, as every page and screen of the reader is.
    public var shortMonthName: String { Self.monthNames[month - 1] }

    /// "2026-11-24", the key of the per-day counts in `reader stats --format json`.
    public var iso: String { String(format: "%04ld-%02ld-%02ld", year, month, day) }

    public var description: String { iso }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }
}
