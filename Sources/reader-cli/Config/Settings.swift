import Foundation
import ReaderEngine

/// One layer of settings (flags, environment or config file): each value is
/// nil when this layer leaves it to the next one. `SettingsResolver` stacks them.
struct Settings: Equatable, Sendable {
    var theme: Theme?
    var pattern: Bool?
    var color: ColorChoice?
    var underline: UnderlineChoice?
    var level: CEFRLevel?
    var db: String?
    var pager: String?
    var voice: String?
    var player: String?
    var family: FamilyReach?
    /// The learner's first language (an ISO 639 code; whether its data is installed is checked where it is used).
    var native: String?

    /// Sets `key` from its written form, with the flags' own parsing.
    mutating func set(_ key: SettingKey, text: String, homeDirectory: String = NSHomeDirectory()) throws(InvalidSetting) {
        let invalid = InvalidSetting(key: key, value: text)
        switch key {
        case .theme: theme = try Theme(rawValue: text).orThrow(invalid)
        case .pattern: pattern = try ["true": true, "false": false][text].orThrow(invalid)
        case .color: color = try ColorChoice(rawValue: text).orThrow(invalid)
        case .underline: underline = try UnderlineChoice(rawValue: text).orThrow(invalid)
        case .level: level = try CEFRLevel(name: text).orThrow(invalid)
        case .db: db = try Settings.storePath(text, homeDirectory: homeDirectory).orThrow(invalid)
        case .pager: pager = text
        case .voice: voice = try Settings.voiceName(text).orThrow(invalid)
        case .player: player = try Settings.command(text).orThrow(invalid)
        case .family: family = try FamilyReach(rawValue: text).orThrow(invalid)
        case .native:
            guard NativeLanguage.isCode(text.lowercased()) else { throw invalid }
            native = text.lowercased()
        }
    }

    /// The value of `key` as `set` reads it back, or nil when unset.
    func text(of key: SettingKey) -> String? {
        switch key {
        case .theme: theme?.rawValue
        case .pattern: pattern.map { $0 ? "true" : "false" }
        case .color: color?.rawValue
        case .underline: underline?.rawValue
        case .level: level?.name
        case .db: db
        case .pager: pager
        case .voice: voice
        case .player: player
        case .family: family?.rawValue
        case .native: native
        }
    }

    /// This layer, with the gaps filled from a lower one.
    func over(_ lower: Settings) -> Settings {
        Settings(theme: theme ?? lower.theme, pattern: pattern ?? lower.pattern, color: color ?? lower.color,
                 underline: underline ?? lower.underline, level: level ?? lower.level, db: db ?? lower.db,
                 pager: pager ?? lower.pager, voice: voice ?? lower.voice, player: player ?? lower.player,
                 family: family ?? lower.family, native: native ?? lower.native)
    }

    /// The `READER_*` variables that are set and not empty.
    init(environment: [String: String]) throws(InvalidSetting) {
        for key in SettingKey.allCases {
            guard let value = environment[key.environmentVariable], !value.isEmpty else { continue }
            // READER_DB predates the config file and may be relative, as --db may.
            if key == .db { db = value } else { try set(key, text: value) }
        }
    }

    init(theme: Theme? = nil, pattern: Bool? = nil, color: ColorChoice? = nil, underline: UnderlineChoice? = nil,
         level: CEFRLevel? = nil, db: String? = nil, pager: String? = nil, voice: String? = nil, player: String? = nil,
         family: FamilyReach? = nil, native: String? = nil) {
        (self.theme, self.pattern, self.color, self.underline) = (theme, pattern, color, underline)
        (self.level, self.db, self.pager, self.voice, self.player, self.family) = (level, db, pager, voice, player, family)
        self.native = native
    }

    /// A voice is a language or voice name: letters, digits, '-' and '_' (eSpeak checks it exists when it speaks).
    private static func voiceName(_ text: String) -> String? {
        let allowed = text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "-_".unicodeScalars.contains($0)) }
        return !text.isEmpty && allowed ? text : nil
    }

    /// A command line: not empty.
    private static func command(_ text: String) -> String? {
        text.trimmingCharacters(in: .whitespaces).isEmpty ? nil : text
    }

    /// A stored path must not depend on the working folder: absolute, or `~/...`.
    private static func storePath(_ text: String, homeDirectory: String) -> String? {
        if text.hasPrefix("/") { return text }
        if text.hasPrefix("~/") { return URL(fileURLWithPath: homeDirectory).appendingPathComponent(String(text.dropFirst(2))).path }
        return nil
    }
}

extension Optional {
    fileprivate func orThrow<E: Error>(_ error: E) throws(E) -> Wrapped {
        guard let self else { throw error }
        return self
    }
}
