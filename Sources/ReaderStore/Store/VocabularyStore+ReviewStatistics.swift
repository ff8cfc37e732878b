import Foundation
import GRDB
import ReaderCore

extension VocabularyStore {
    /// Review statistics as of `now`; `days` of answers for the heatmap; days are those of `timeZone`.
    public func reviewStatistics(now: Date, timeZone: TimeZone, days: Int = 182,
                                 scheduler: FSRSScheduler = FSRSScheduler()) throws -> ReviewStatistics {
        try read { db in
            let cards = try StoredCard.fetchAll(db, sql: """
                SELECT c.* FROM card c JOIN term t ON t.id = c.term_id WHERE t.status IN (?, ?)
                """, arguments: [WordStatus.learning, WordStatus.known])
            var stats = ReviewStatistics(newCards: 0, cardsByState: [:], dueNow: 0, forecast: Array(repeating: 0, count: 30),
                                         nextDue: nil, trueRetention: nil, retentionAnswers: 0, recentAnswers: (0, 0),
                                         averageRetrievability: nil,
                                         forgettingCurve: [], reviewsByDay: [:])
            let today = CalendarDay(now, in: timeZone)
            var reviewed: [(stability: Double, since: Double)] = []
            for card in cards {
                if card.due <= now.storeValue { stats.dueNow += 1 }
                guard let last = card.lastReview, let stability = card.stability else {
                    stats.newCards += 1
                    continue
                }
                stats.cardsByState[card.state, default: 0] += 1
                reviewed.append((stability, (now.storeValue - last) / 86_400))
                // Overdue cards count today, as a session today would show them.
                let day = max(CalendarDay(Date(storeValue: card.due), in: timeZone).days(since: today), 0)
                if day < stats.forecast.count { stats.forecast[day] += 1 }
            }
            stats.nextDue = try ReviewScope(db, at: now, deck: nil, excluding: []).firstDue(.notDue).map(Date.init(storeValue:))
            if !reviewed.isEmpty {
                let mean = { (ahead: Double) in
                    reviewed.map { scheduler.retrievability(stability: $0.stability, days: max(0, $0.since) + ahead) }
                        .reduce(0, +) / Double(reviewed.count)
                }
                stats.forgettingCurve = (0...30).map { mean(Double($0)) }
                stats.averageRetrievability = (stats.forgettingCurve[0], stats.forgettingCurve[1], stats.forgettingCurve[7])
            }
            let since = now.storeValue - 30 * 86_400
            let answers = try Row.fetchOne(db, sql: """
                SELECT count(*), coalesce(sum(rating <> :again), 0),
                       coalesce(sum(state_before = :review), 0), coalesce(sum(state_before = :review AND rating <> :again), 0)
                FROM review_log WHERE cram = 0 AND reviewed_at > :since AND reviewed_at <= :now
                """, arguments: ["again": Rating.again, "review": CardState.review, "since": since, "now": now.storeValue])
            stats.recentAnswers = (answers?[0] ?? 0, answers?[1] ?? 0)
            stats.retentionAnswers = answers?[2] ?? 0
            if stats.retentionAnswers > 0 { stats.trueRetention = Double(answers?[3] ?? 0) / Double(stats.retentionAnswers) }
            let times = try Double.fetchAll(db, sql: "SELECT reviewed_at FROM review_log WHERE reviewed_at > ? AND reviewed_at <= ?",
                                            arguments: [now.storeValue - Double(days) * 86_400, now.storeValue])
            for time in times { stats.reviewsByDay[CalendarDay(Date(storeValue: time), in: timeZone), default: 0] += 1 }
            return stats
        }
    }
}
