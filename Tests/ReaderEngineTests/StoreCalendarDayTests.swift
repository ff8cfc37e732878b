import Foundation
import GRDB
import Testing
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// Issue 29 item 3: `reader stats` counts marks, captures and answers by the learner's days, and
/// the due forecast by the days between today and each card's due day, in the zone the edge gives
/// (SQLite's `'localtime'` and `DateFormatter`s decided it before, each its own way).
@Suite("Days: stats count the learner's days")
struct StoreCalendarDayTests {
    static func at(_ text: String) -> Date { TimeStamp.date(text)! }
    static func day(_ iso: String) -> CalendarDay { CalendarDay(iso: iso)! }
    /// 23:30 and 00:30 the next night, Berlin time.
    static let lateEvening = at("2026-11-19T23:30:00+01:00")
    static let afterMidnight = at("2026-11-20T00:30:00+01:00")
    static let now = at("2026-11-20T12:00:00+01:00")
    static let exact = FSRSScheduler(parameters: FSRSParameters(fuzz: false))

    /// A mark late in the evening, a capture after midnight, and a card answered at both moments.
    static func store() throws -> (VocabularyStore, cardID: Int64) {
        let store = try VocabularyStore.inMemory()
        try store.setStatus(.learning, of: term("bank"), at: at("2026-11-01T09:00:00Z"))
        _ = try store.prepareCards(at: at("2026-11-01T09:00:00Z"))
        let cardID = try #require(try store.reviewQueue(at: lateEvening).first?.id)
        try store.setStatus(.known, of: term("run"), at: lateEvening)
        try store.capture(Capture(term: term("quay"), surface: "quay", sentence: "On the quay.", capturedAt: afterMidnight))
        _ = try store.recordReview(cardID, rating: .good, at: lateEvening, scheduler: exact)
        _ = try store.recordReview(cardID, rating: .good, at: afterMidnight, scheduler: exact)
        return (store, cardID)
    }

    @Test(arguments: [
        ("Europe/Berlin", ["2026-11-19": 1, "2026-11-20": 1]),
        ("UTC", ["2026-11-19": 2]),
        ("America/New_York", ["2026-11-19": 2]),
        ("Asia/Tokyo", ["2026-11-20": 2]),
    ])
    func marksCapturesAndAnswersCountOnTheLearnersDay(zone: String, expected: [String: Int]) throws {
        let (store, _) = try Self.store()
        let timeZone = try #require(TimeZone(identifier: zone))
        let days = Dictionary(uniqueKeysWithValues: expected.map { (Self.day($0.key), $0.value) })
        #expect(try store.statistics(now: Self.now, timeZone: timeZone, days: 7).activityByDay == days)
        #expect(try store.reviewStatistics(now: Self.now, timeZone: timeZone, days: 7).reviewsByDay == days)
    }

    /// Today is Saturday 24 October 2026, noon in Berlin; Sunday has 25 hours there.
    @Test(arguments: [
        ("2026-10-24T23:30:00+02:00", "Europe/Berlin", 0),
        ("2026-10-24T23:30:00+02:00", "Asia/Tokyo", 1),
        ("2026-10-25T23:30:00+01:00", "Europe/Berlin", 1),
        ("2026-10-26T00:30:00+01:00", "Europe/Berlin", 2),
        ("2026-10-26T00:30:00+01:00", "UTC", 1),
        ("2026-10-20T09:00:00+02:00", "Europe/Berlin", 0),
    ])
    func aCardIsDueOnItsDueDaysPlaceInTheForecast(due: String, zone: String, index: Int) throws {
        let (store, cardID) = try Self.store()
        try store.write { db in try db.execute(sql: "UPDATE card SET due = ? WHERE id = ?", arguments: [Self.at(due).storeValue, cardID]) }
        let forecast = try store.reviewStatistics(now: Self.at("2026-10-24T12:00:00+02:00"), timeZone: try #require(TimeZone(identifier: zone)),
                                                  days: 7).forecast
        #expect(forecast.count == 30)
        #expect(forecast.indices.filter { forecast[$0] > 0 } == [index])
    }
}
