import Foundation
import GRDB
import ReaderCore

/// Learner settings kept in the store so every command sees the same values:
/// the only settings a backup carries and a restore or merge writes (internal
/// state, such as the review card watermark, stays out).
public enum StoreSetting: String, Sendable, CaseIterable, Codable {
    /// The learner's CEFR level as given to `init --level` ("B1").
    case level
    /// Days of FSRS stability at which a reviewed term becomes Known ("21").
    case graduationDays = "graduation_days"
    /// The vocabulary size in word families `reader placement` estimated ("4200"); its time is when.
    case placementSize = "placement_size"
    /// The web sites allowed to capture from their pages in `reader serve` (`CaptureSites`).
    case captureSites = "capture_sites"

    /// Why `value` cannot be this setting's value (a level reader does not
    /// know, a day count that is not a positive number), or nil when it can.
    public func problem(with value: String) -> String? {
        if let problem = StorableText.problem(["setting value": value]) { return problem }
        switch self {
        case .level: return CEFRLevel(name: value) == nil ? "'\(value)' is not a CEFR level (A1 to C2)" : nil
        case .graduationDays: return Double(value).map { $0 > 0 && $0.isFinite } == true ? nil : "'\(value)' is not a number of days above 0"
        case .placementSize: return Int(value).map { $0 >= 0 } == true ? nil : "'\(value)' is not a number of word families"
        case .captureSites: return CaptureSites.problem(with: value)
        }
    }
}

extension VocabularyStore {
    public func setting(_ key: StoreSetting) throws -> String? {
        try read { db in try StoredSetting.fetchOne(db, key: key.rawValue)?.value }
    }

    public func setSetting(_ key: StoreSetting, to value: String?, at date: Date) throws {
        try StorableText.check(["setting value": value])
        return try write { db in
            if let value {
                try StoredSetting(key: key.rawValue, value: value, updatedAt: date.storeValue).upsert(db)
            } else {
                try StoredSetting.deleteOne(db, key: key.rawValue)
            }
        }
    }

    /// A setting's value with the time it was set.
    public func settingWithTime(_ key: StoreSetting) throws -> (value: String, updated: Date)? {
        try read { db in
            try StoredSetting.fetchOne(db, key: key.rawValue).map { ($0.value, Date(storeValue: $0.updatedAt)) }
        }
    }

    /// The learner's level, if `init --level` recorded one.
    public func level() throws -> CEFRLevel? {
        try setting(.level).flatMap(CEFRLevel.init(name:))
    }
}
