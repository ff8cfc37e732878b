import Foundation
import ReaderEngine
import Testing

/// Issue 31: the calendar grid the browser's heatmaps lay `stats`'s per-day counts on, shaded as the text calendar.
@Suite struct ActivityCalendarTests {
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
    /// Wednesday 18 November 2026, 11:06 UTC.
    static let wednesday = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func columnsAreWeeksFromMondayAndEndToday() {
        let calendar = ActivityCalendar.Grid(weeks: 3, now: Self.wednesday, calendar: Self.utc)
        #expect(calendar.days.count == 14 + 3)
        #expect(calendar.days.first.map { [$0.key, "\($0.week)", "\($0.weekday)"] } == ["2026-11-02", "0", "0"])
        #expect(calendar.days.last.map { [$0.key, "\($0.week)", "\($0.weekday)"] } == ["2026-11-18", "2", "2"])
        #expect(calendar.days.map(\.key).contains("2026-11-08"))
        #expect(calendar.monthStarts.map(\.week) == [0])
        #expect(calendar.monthStarts.map(\.name) == ["Nov"])
    }

    @Test func aMonthIsNamedAtItsFirstMonday() {
        let calendar = ActivityCalendar.Grid(weeks: 8, now: Self.wednesday, calendar: Self.utc)
        #expect(calendar.days.first?.key == "2026-09-28")
        #expect(calendar.monthStarts.map(\.week) == [1, 5])
        #expect(calendar.monthStarts.map(\.name) == ["Oct", "Nov"])
    }

    @Test(arguments: [(0, 0), (1, 1), (2, 1), (3, 2), (5, 2), (6, 3), (10, 3), (11, 4), (400, 4)])
    func shadesFollowStatsCells(count: Int, level: Int) {
        #expect(ActivityCalendar.level(of: count) == level)
    }
}
