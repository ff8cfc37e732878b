import Foundation
import GRDB

/// Counts for `reader stats`: terms by status and kind, captures, and the
/// learner's own activity (seeding by `init` is left out of growth and activity).
public struct VocabularyStatistics: Sendable, Equatable {
    public var words: [WordStatus: Int]
    public var phrases: [WordStatus: Int]
    public var forms: Int
    public var captures: Int
    /// Terms the learner marked Known or Ignored in recent windows (mark, capture or import).
    public var newlyKnown: [Growth]
    /// Marks and captures per local calendar day ("2026-11-22").
    public var activityByDay: [String: Int]

    public struct Growth: Sendable, Equatable {
        public var days: Int
        public var count: Int
    }
}

extension VocabularyStore {
    /// Statistics as of `now`; activity covers the `days` days up to it.
    public func statistics(now: Date = Date(), days: Int = 182) throws -> VocabularyStatistics {
        try read { db in
            var words: [WordStatus: Int] = [:]
            var phrases: [WordStatus: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT word_count > 1, status, count(*) FROM term GROUP BY 1, 2") {
                guard let status: WordStatus = row[1] else { continue }
                if row[0] as Bool { phrases[status] = row[2] } else { words[status] = row[2] }
            }
            let forms = try Int.fetchOne(db, sql: "SELECT count(*) FROM form_override") ?? 0
            let captures = try Int.fetchOne(db, sql: "SELECT count(*) FROM capture") ?? 0
            let newlyKnown = try [7, 30, 365].map { days in
                VocabularyStatistics.Growth(days: days, count: try Int.fetchOne(db, sql: """
                    SELECT count(DISTINCT term_id) FROM status_change
                    WHERE status IN ('known', 'ignored') AND origin <> 'seed' AND changed_at >= ?
                    """, arguments: [now.storeValue - Double(days) * 86_400]) ?? 0)
            }
            var activity: [String: Int] = [:]
            let since = now.storeValue - Double(days) * 86_400
            for row in try Row.fetchAll(db, sql: """
                SELECT day, count(*) FROM (
                    SELECT date(changed_at, 'unixepoch', 'localtime') AS day FROM status_change
                    WHERE origin IN ('mark', 'import') AND changed_at >= ?1
                    UNION ALL
                    SELECT date(captured_at, 'unixepoch', 'localtime') FROM capture WHERE captured_at >= ?1
                ) GROUP BY day
                """, arguments: [since]) {
                activity[row[0]] = row[1]
            }
            return VocabularyStatistics(words: words, phrases: phrases, forms: forms, captures: captures,
                                        newlyKnown: newlyKnown, activityByDay: activity)
        }
    }
}
