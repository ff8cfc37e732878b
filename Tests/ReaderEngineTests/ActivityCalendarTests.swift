import Foundation
import ReaderEngine
import Testing

/// Issue 31: the calendar grid the browser's heatmaps lay `stats`'s per-day counts on, shaded as the text calendar.
@Suite struct ActivityCalendarTests {
    /// Wednesday 18 November 2026.
    static let wednesday = CalendarDay(year: 2026, month: 11, day: 18)!

    @Test func columnsAreWeeksFromMondayAndEndToday() {
        let calendar = ActivityCalendar.Grid(weeks: 3, today: Self.wednesday)
        #expect(calendar.days.count == 14 + 3)
        #expect(calendar.days.first.map { [$0.day.iso, "\($0.week)", "\($0.weekday)"] } == ["2026-11-02", "0", "0"])
        #expect(calendar.days.last.map { [$0.day.iso, "\($0.week)", "\($0.weekday)"] } == ["2026-11-18", "2", "2"])
        #expect(calendar.days.map(\.day.iso).contains("2026-11-08"))
        #expect(calendar.monthStarts.map(\.week) == [0])
        #expect(calendar.monthStarts.map(\.name) == ["Nov"])
    }

    @Test func aMonthIsNamedAtItsFirstMonday() {
        let calendar = ActivityCalendar.Grid(weeks: 8, today: Self.wednesday)
        #expect(calendar.days.first?.day.iso == "2026-09-28")
        #expect(calendar.monthStarts.map(\.week) == [1, 5])
        #expect(calendar.monthStarts.map(\.name) == ["Oct", "Nov"])
    }

    @Test(arguments: [(0, 0), (1, 1), (2, 1), (3, 2), (5, 2), (6, 3), (10, 3), (11, 4), (400, 4)])
    func shadesFollowStatsCells(count: Int, level: Int) {
        #expect(ActivityCalendar.level(of: count) == level)
    }
}
