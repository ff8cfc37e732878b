import GRDB

/// Learner settings kept in the store so every command sees the same values.
public enum StoreSetting: String, Sendable, CaseIterable {
    /// The learner's CEFR level as given to `init --level` ("B1").
    case level
    /// Days of FSRS stability at which a reviewed term becomes Known ("21").
    case graduationDays = "graduation_days"
}

extension VocabularyStore {
    public func setting(_ key: StoreSetting) throws -> String? {
        try read { db in try StoredSetting.fetchOne(db, key: key.rawValue)?.value }
    }

    public func setSetting(_ key: StoreSetting, to value: String?) throws {
        try StorableText.check(["setting value": value])
        return try write { db in
            if let value {
                try StoredSetting(key: key.rawValue, value: value).upsert(db)
            } else {
                try StoredSetting.deleteOne(db, key: key.rawValue)
            }
        }
    }

    /// The learner's level, if `init --level` recorded one.
    public func level() throws -> CEFRLevel? {
        try setting(.level).flatMap(CEFRLevel.init(name:))
    }
}
