import Foundation
import GRDB
import ReaderCore

extension VocabularyStore {
    /// The size estimate as of `now`, with `weeks` weeks of growth.
    public func vocabularySize(families: FamilyList, now: Date, weeks: Int) throws -> VocabularySize {
        let ranks = families.ranks()
        let placement = try settingWithTime(.placementSize)
        let placedAt = placement?.updated
        let since = min(placedAt ?? now, now.addingTimeInterval(-Double(weeks) * 7 * 86_400))
        return try read { db in
            var known = 0
            for key in try String.fetchAll(db, sql: "SELECT key FROM term WHERE word_count = 1 AND status = ?",
                                           arguments: [WordStatus.known]) where ranks[key] != nil {
                known += 1
            }
            // When each word still Known first became Known by the learner's doing.
            let learned = try Row.fetchAll(db, sql: """
                SELECT t.key AS key, min(c.changed_at) AS first FROM status_change c JOIN term t ON t.id = c.term_id
                WHERE t.word_count = 1 AND t.status = ?1 AND c.status = ?1 AND c.origin != ?2 AND c.changed_at >= ?3
                GROUP BY t.id
                """, arguments: [WordStatus.known, ChangeOrigin.seed, since.storeValue])
            var growth = [Int](repeating: 0, count: weeks)
            var sincePlacement = 0
            for row in learned {
                let key: String = row["key"]
                guard ranks[key] != nil else { continue }
                let first = Date(storeValue: row["first"]).storeValue
                if let placedAt, first >= placedAt.storeValue { sincePlacement += 1 }
                let weeksAgo = Int((now.storeValue - first) / (7 * 86_400))
                if weeksAgo >= 0, weeksAgo < weeks { growth[weeks - 1 - weeksAgo] += 1 }
            }
            return VocabularySize(knownFamilies: known, placement: placement.flatMap { Int($0.value) }, placedAt: placedAt,
                                  learnedSincePlacement: sincePlacement, growthByWeek: growth)
        }
    }
}
