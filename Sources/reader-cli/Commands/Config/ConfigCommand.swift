import ArgumentParser
import Foundation
import ReaderEngine
import Speech

/// `reader config get|set|unset|list`: the settings file.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show or change your settings (\(SettingKey.allCases.map(\.rawValue).joined(separator: ", "))).",
        discussion: """
        Settings live in $XDG_CONFIG_HOME/reader/config.toml (default ~/.config/reader/config.toml), one \
        'key = value' line each. A value is taken from the command-line flag first, then the READER_<KEY> \
        environment variable (READER_THEME, READER_DB, ...), then the file, then the default. The pager comes \
        from --no-pager, READER_PAGER, the file, then PAGER, then 'less -R'. A bad value in the file stops \
        every command with an error naming the file and key (exit 65); a bad value given to 'config set' or in \
        a READER_* variable is a usage error (exit 64).

        Keys:
        \(SettingKey.allCases.map { "  \($0.rawValue): \($0.summary); \($0.expected)" }.joined(separator: "\n"))

        Examples:
          reader config set theme light
          reader config set pattern true
          reader config set level B2
          reader config set native es
          reader config get db
          reader config list
          reader config unset theme
        """,
        subcommands: [ConfigGetCommand.self, ConfigSetCommand.self, ConfigUnsetCommand.self, ConfigListCommand.self]
    )
}

extension SettingKey: ExpressibleByArgument {}

/// Shared by the config subcommands: each key's value as this run sees it.
enum ConfigReport {
    /// The effective value of `key`, defaults filled in, as `config set` takes it
    /// ("auto" for what the terminal or browser decides).
    static func value(of key: SettingKey, _ settings: SettingsResolver, global: GlobalOptions) -> String {
        if let text = settings.effective.text(of: key) { return key == .db ? (try? settings.store.path) ?? text : text }
        switch key {
        case .theme, .underline, .color: return "auto"
        case .pattern: return "false"
        case .level:
            let stored = try? global.openStore(.readOnly, settings: settings).level()
            return (stored ?? .b1).name
        case .db: return (try? settings.store.path) ?? ""
        case .pager: return settings.pager ?? ""
        case .voice: return SpeechSynthesizer.defaultVoice
        case .player: return ""
        case .family: return FamilyReach.default.rawValue
        case .native: return ""
        }
    }

    static func source(of key: SettingKey, _ settings: SettingsResolver) -> String {
        switch settings.source(of: key) {
        case .flag: "flag"
        case .environment(let name): name
        case .configFile: "config file"
        case .unset:
            switch key {
            case .theme: "default: from the terminal (COLORFGBG), else dark; html: the browser's"
            case .underline: "default: by terminal"
            case .level: "default: the level given to 'reader init', else B1"
            case .pager: "default: PAGER, else less -R"
            case .player: "default: the first of pw-play, paplay, aplay, ffplay on PATH"
            case .native: "default: English only"
            default: "default"
            }
        }
    }
}

struct ConfigGetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get", abstract: "Print the value a setting has now (from flag, environment, file or default).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The setting: \(SettingKey.allCases.map(\.rawValue).joined(separator: ", ")).")
    var key: SettingKey

    func run() throws {
        let settings = try global.settings()
        try StandardStreams.writeOutput(ControlCharacterEscaping.singleLine(ConfigReport.value(of: key, settings, global: global)) + "\n")
    }
}

struct ConfigSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Save a setting in the config file (checked like the flag it stands for).")

    @Argument(help: "The setting: \(SettingKey.allCases.map(\.rawValue).joined(separator: ", ")).")
    var key: SettingKey

    @Argument(help: "Its value.")
    var value: String

    func run() throws {
        var probe = Settings()
        do {
            try probe.set(key, text: value)
        } catch {
            throw ConfigError.badArgument(error)
        }
        // A language is a usage error unless the installed data has it, as its flag is.
        if key == .native { _ = try TranslationCatalog(location: ProcessEnvironment.dataLocation()).language(named: value) }
        let file = ConfigFile(environment: ProcessEnvironment.variables)
        try file.update(key, to: value)
        try StandardStreams.writeOutput("\(key.rawValue) = \(ControlCharacterEscaping.singleLine(value))  (\(ControlCharacterEscaping.singleLine(file.path)))\n")
    }
}

struct ConfigUnsetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unset", abstract: "Remove a setting from the config file (back to the default).")

    @Argument(help: "The setting: \(SettingKey.allCases.map(\.rawValue).joined(separator: ", ")).")
    var key: SettingKey

    func run() throws {
        let file = ConfigFile(environment: ProcessEnvironment.variables)
        if file.exists { try file.update(key, to: nil) }
    }
}

struct ConfigListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Print every setting with its value and where the value comes from.")

    @OptionGroup var global: GlobalOptions

    /// A broken config file is listed as left out, the other settings as usual;
    /// the error follows on stderr (exit 65), so the listing helps to repair it.
    func run() throws {
        let settings = try global.settings(tolerant: true)
        let state = settings.fileProblem != nil ? " (has an error, left out: see below)" : settings.file.exists ? "" : " (not created yet)"
        var lines = ["# \(settings.file.path)\(state)"]
        for key in SettingKey.allCases {
            let value = ConfigReport.value(of: key, settings, global: global)
            let shown = key == .pattern ? value : JSONString.quoted(value)
            let line = "\(key.rawValue) = \(shown)"
            lines.append(line + String(repeating: " ", count: max(1, 28 - line.count)) + "# " + ConfigReport.source(of: key, settings))
        }
        try StandardStreams.writeOutput(lines.map { ControlCharacterEscaping.singleLine($0) }.joined(separator: "\n") + "\n")
        if let problem = settings.fileProblem { throw problem }
    }
}
