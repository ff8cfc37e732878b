import Foundation
import TOMLKit

/// `$XDG_CONFIG_HOME/reader/config.toml` (else `~/.config/reader/config.toml`):
/// one `key = value` line per setting, read with TOMLKit.
struct ConfigFile {
    let path: String
    /// Where `~/` in a `db` value points.
    let home: String

    /// The file's location; a relative `XDG_CONFIG_HOME` is ignored, as the XDG spec asks.
    init(environment: [String: String], homeDirectory: String = NSHomeDirectory()) {
        home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? homeDirectory
        if let configHome = environment["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
            path = URL(fileURLWithPath: configHome).appendingPathComponent("reader/config.toml").path
        } else {
            path = URL(fileURLWithPath: home).appendingPathComponent(".config/reader/config.toml").path
        }
    }

    var exists: Bool { FileManager.default.fileExists(atPath: path) }

    /// The settings in the file (none when there is no file), every key and value checked.
    func settings() throws(ConfigError) -> Settings {
        var settings = Settings()
        let table = try self.table()
        for key in table.keys.sorted() {
            guard let settingKey = SettingKey(rawValue: key) else { throw .unknownKey(file: path, key: key) }
            let value = table[key]!.tomlValue
            let text: String
            switch value.type {
            case .string: text = value.string!
            case .bool where settingKey == .pattern: text = value.bool! ? "true" : "false"
            default: throw .badValue(file: path, InvalidSetting(key: settingKey, value: value.debugDescription))
            }
            do {
                try settings.set(settingKey, text: text, homeDirectory: home)
            } catch {
                throw .badValue(file: path, error)
            }
        }
        return settings
    }

    /// Writes `key = value` (a TOML boolean for `pattern`) in place of the key's
    /// line, or at the end; removes that line when `text` is nil. Comments and
    /// other lines stay as written (`ConfigLines`).
    func update(_ key: SettingKey, to text: String?) throws(ConfigError) {
        let old = try self.text()
        _ = try table(parsing: old)
        let line = text.map { text in
            let single = TOMLTable()
            single[key.rawValue] = key == .pattern ? (text == "true") as any TOMLValueConvertible : text
            return single.convert(to: .toml).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let new = ConfigLines.setting(key.rawValue, to: line, in: old)
        _ = try table(parsing: new)
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(new.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .cannotWrite(file: path, reason: (error as NSError).localizedFailureReason ?? error.localizedDescription)
        }
    }

    private func table() throws(ConfigError) -> TOMLTable {
        try table(parsing: try text())
    }

    /// The file's text ("" when there is no file).
    private func text() throws(ConfigError) -> String {
        guard exists else { return "" }
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw .unreadable(file: path, reason: (error as NSError).localizedFailureReason ?? "not UTF-8 text")
        }
    }

    private func table(parsing text: String) throws(ConfigError) -> TOMLTable {
        do {
            return try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw .syntax(file: path, line: error.source.begin.line, reason: error.description)
        } catch {
            throw .syntax(file: path, line: 0, reason: "\(error)")
        }
    }
}
