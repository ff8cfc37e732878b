import Foundation
import ReaderEngine

/// What `reader stats` reports, read for the stats page through the same engine calls.
struct StatsFigures: Sendable {
    let vocabulary: VocabularyStatistics
    let reviews: ReviewStatistics
    let size: VocabularySize
    let now: Date
    /// `now`'s day in the learner's time zone: the heatmaps' last.
    let today: CalendarDay
}

extension ReadingDesk {
    /// Weeks of growth the size estimate covers (as `stats` shows them).
    static let growthWeeks = 8

    /// `reader stats --weeks N` as of now.
    func statistics(weeks: Int) throws -> StatsFigures {
        let date = now()
        return StatsFigures(vocabulary: try store.statistics(now: date, timeZone: timeZone, days: weeks * 7),
                            reviews: try store.reviewStatistics(now: date, timeZone: timeZone, days: weeks * 7),
                            size: try store.vocabularySize(families: try familyList(), now: date, weeks: min(weeks, Self.growthWeeks)),
                            now: date, today: CalendarDay(date, in: timeZone))
    }
}
