import Foundation
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Issue 29 item 3: one owner of calendar days. A moment's day is its day in the learner's time zone
/// (given by the edge), across midnight, daylight saving changes and leap days.
@Suite("Days: CalendarDay")
struct CalendarDayTests {
    static func day(_ iso: String) -> CalendarDay { CalendarDay(iso: iso)! }
    static func zone(_ identifier: String) -> TimeZone { TimeZone(identifier: identifier)! }

    @Test(arguments: [
        // Either side of local midnight, east and west of Greenwich.
        ("2026-11-19T23:30:00+01:00", "Europe/Berlin", "2026-11-19"),
        ("2026-11-20T00:30:00+01:00", "Europe/Berlin", "2026-11-20"),
        ("2026-11-19T23:30:00-05:00", "America/New_York", "2026-11-19"),
        ("2026-11-20T00:30:00-05:00", "America/New_York", "2026-11-20"),
        ("2026-11-20T00:10:00+05:30", "Asia/Kolkata", "2026-11-20"),
        // Daylight saving starts (Berlin 29 March, New York 8 March) and ends (25 October, 1 November).
        ("2026-03-28T23:30:00+01:00", "Europe/Berlin", "2026-03-28"),
        ("2026-03-29T00:30:00+01:00", "Europe/Berlin", "2026-03-29"),
        ("2026-03-29T23:30:00+02:00", "Europe/Berlin", "2026-03-29"),
        ("2026-10-25T00:30:00+02:00", "Europe/Berlin", "2026-10-25"),
        ("2026-10-25T23:30:00+01:00", "Europe/Berlin", "2026-10-25"),
        ("2026-10-26T00:30:00+01:00", "Europe/Berlin", "2026-10-26"),
        ("2026-03-08T23:30:00-04:00", "America/New_York", "2026-03-08"),
        ("2026-11-01T23:30:00-05:00", "America/New_York", "2026-11-01"),
        // A leap day, and the days around it.
        ("2028-02-29T00:30:00+09:00", "Asia/Tokyo", "2028-02-29"),
        ("2028-02-29T23:30:00+09:00", "Asia/Tokyo", "2028-02-29"),
        ("2028-03-01T00:30:00+09:00", "Asia/Tokyo", "2028-03-01"),
        ("2028-02-29T23:30:00Z", "UTC", "2028-02-29"),
        ("1969-12-31T23:30:00Z", "UTC", "1969-12-31"),
    ])
    func aMomentFallsOnItsLocalDay(moment: String, zone: String, expected: String) throws {
        let date = try #require(TimeStamp.date(moment))
        #expect(CalendarDay(date, in: Self.zone(zone)).iso == expected)
    }

    @Test(arguments: [
        ("2028-02-28", 1, "2028-02-29"),
        ("2028-02-29", 1, "2028-03-01"),
        ("2100-02-28", 1, "2100-03-01"),
        ("2000-02-28", 366, "2001-02-28"),
        ("2026-03-28", 2, "2026-03-30"),
        ("2026-12-31", 1, "2027-01-01"),
        ("2026-01-01", -1, "2025-12-31"),
        ("1970-01-01", -3, "1969-12-29"),
    ])
    func daysAddAcrossMonthsYearsAndLeapDays(from: String, days: Int, expected: String) {
        let start = Self.day(from)
        #expect(start.adding(days: days).iso == expected)
        #expect(Self.day(expected).days(since: start) == days)
    }

    @Test(arguments: [
        ("2028-02-29", true), ("2026-02-29", false), ("2100-02-29", false), ("2000-02-29", true),
        ("2026-13-01", false), ("2026-00-10", false), ("2026-04-31", false), ("2026-1-01", false),
        ("2026-01-01T", false), ("٢٠٢٦-01-01", false), ("", false),
    ])
    func onlyDaysOnTheCalendarAreRead(text: String, valid: Bool) {
        #expect(CalendarDay(iso: text)?.iso == (valid ? text : nil))
    }

    @Test(arguments: [("1970-01-01", 3), ("1969-12-29", 0), ("2026-11-16", 0), ("2026-11-22", 6), ("2028-02-29", 1)])
    func weekdaysCountFromMonday(day: String, weekday: Int) {
        #expect(Self.day(day).weekday == weekday)
    }

    @Test func daysOrderByTheCalendar() {
        let days = ["2026-11-02", "2025-12-31", "2026-10-31", "2026-11-01"].map(Self.day)
        #expect(days.sorted().map(\.iso) == ["2025-12-31", "2026-10-31", "2026-11-01", "2026-11-02"])
        #expect(Self.day("2026-11-02").shortMonthName == "Nov")
    }

    /// Timestamps print their date through CalendarDay, proleptic Gregorian far from 1970.
    @Test(arguments: ["0024-02-29T12:00:00.000Z", "1582-10-05T00:00:00.000Z", "9999-12-31T23:59:59.999Z", "2026-11-27T00:00:00.000Z"])
    func timestampsKeepTheirDate(text: String) throws {
        #expect(TimeStamp.string(try #require(TimeStamp.date(text))) == text)
    }
}
