import Foundation
import GRDB
import ReaderCore

extension VocabularyStore {
    /// Statistics as of `now`; activity covers the `days` days up to it, counted by the days of `timeZone`.
    public func statistics(now: Date, timeZone: TimeZone, days: Int = 182) throws -> VocabularyStatistics {
        try read { db in
            var words: [WordStatus: Int] = [:]
            var phrases: [WordStatus: Int] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT word_count > 1 AS is_phrase, status, count(*) AS count FROM term GROUP BY 1, 2
                """) {
                let status = try WordStatus.decode(row, StoredTerm.Columns.status, table: StoredTerm.databaseTableName)
                if row["is_phrase"] as Bool { phrases[status] = row["count"] } else { words[status] = row["count"] }
            }
            let forms = try StoredFormOverride.fetchCount(db)
            let captures = try StoredCapture.fetchCount(db)
            // Known here means what coverage counts as known; seeding is not the learner's doing.
            let known = WordStatus.allCases.filter(\.countsAsKnown)
            let newlyKnown = try [7, 30, 365].map { days in
                VocabularyStatistics.Growth(days: days, count: try StoredStatusChange
                    .filter(known.contains(StoredStatusChange.Columns.status))
                    .filter(StoredStatusChange.Columns.origin != ChangeOrigin.seed)
                    .filter(StoredStatusChange.Columns.changedAt >= now.storeValue - Double(days) * 86_400)
                    .select(count(distinct: StoredStatusChange.Columns.termID))
                    .asRequest(of: Int.self).fetchOne(db) ?? 0)
            }
            var activity: [CalendarDay: Int] = [:]
            let since = now.storeValue - Double(days) * 86_400
            let times = try Double.fetchCursor(db, sql: """
                SELECT changed_at FROM status_change WHERE origin IN (?2, ?3) AND changed_at >= ?1
                UNION ALL
                SELECT captured_at FROM capture WHERE captured_at >= ?1
                """, arguments: [since, ChangeOrigin.mark, ChangeOrigin.import])
            while let time = try times.next() { activity[CalendarDay(Date(storeValue: time), in: timeZone), default: 0] += 1 }
            return VocabularyStatistics(words: words, phrases: phrases, forms: forms, captures: captures,
                                        newlyKnown: newlyKnown, activityByDay: activity)
        }
    }
}
