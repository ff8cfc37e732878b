import Foundation
import ReaderEngine

/// The one owner of precedence: command-line flag, then the `READER_*`
/// environment variable, then the config file, then the default (which the
/// place of use supplies, since several defaults come from the terminal).
struct SettingsResolver {
    /// Where a value came from, for `reader config list`.
    enum Source: Equatable {
        case flag
        case environment(String)
        case configFile(String)
        case unset
    }

    let flags: Settings
    let environmentLayer: Settings
    let fileLayer: Settings
    let file: ConfigFile
    let environment: [String: String]
    /// Why the config file was left out, when `tolerant` let the run go on without it (`config list`).
    let fileProblem: ConfigError?

    /// A broken config file stops every command (exit 65) unless `tolerant`,
    /// which reads on without it and keeps the error in `fileProblem`.
    init(flags: Settings = Settings(), environment: [String: String] = ProcessEnvironment.variables,
         tolerant: Bool = false) throws {
        self.flags = flags
        self.environment = environment
        do {
            environmentLayer = try Settings(environment: environment)
        } catch {
            throw ConfigError.badEnvironment(error)
        }
        file = ConfigFile(environment: environment)
        (fileLayer, fileProblem) = try Self.layer(of: file, tolerant: tolerant)
    }

    private static func layer(of file: ConfigFile, tolerant: Bool) throws(ConfigError) -> (Settings, ConfigError?) {
        do {
            return (try file.settings(), nil)
        } catch {
            guard tolerant else { throw error }
            return (Settings(), error)
        }
    }

    /// The winning value of every key (nil: use the default).
    var effective: Settings { flags.over(environmentLayer).over(fileLayer) }

    func source(of key: SettingKey) -> Source {
        if flags.text(of: key) != nil { return .flag }
        if environmentLayer.text(of: key) != nil { return .environment(key.environmentVariable) }
        if fileLayer.text(of: key) != nil { return .configFile(file.path) }
        return .unset
    }

    /// The store path and whether it is the default location (the only one
    /// whose folders reader creates).
    var store: (path: String, isDefault: Bool) {
        get throws {
            let chosen = effective.db
            return (try StoreLocation.resolve(explicit: chosen, environment: environment), chosen == nil)
        }
    }

    /// The word families statuses reach through, as far as the `family` setting says (default transparent).
    func families(_ data: LanguageData) -> WordFamilies {
        data.families.reaching(effective.family ?? .default)
    }

    /// The pager command, or nil for no paging: flag (`--no-pager`), `READER_PAGER`,
    /// config `pager`, then `PAGER`, then `less -R` (git's order).
    var pager: String? {
        let chosen = effective.pager ?? environment["PAGER"] ?? "less -R"
        let trimmed = chosen.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }
}
