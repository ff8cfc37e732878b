import ReaderEngine

/// The keys of `config.toml`, of `reader config get|set`, and of the `READER_*`
/// environment variables. Each key's values are parsed with the same enums as
/// its command-line flag, so the file, the environment and the flag agree.
enum SettingKey: String, CaseIterable, Sendable {
    case theme, pattern, color, underline, level, db, pager, voice, player, family, native

    /// `READER_THEME`, `READER_DB`, ...
    var environmentVariable: String { "READER_" + rawValue.uppercased() }

    /// What a value may be, for errors and help.
    var expected: String {
        switch self {
        case .theme: Theme.allCases.map(\.rawValue).joined(separator: " or ")
        case .pattern: "true or false"
        case .color: ColorChoice.allCases.map(\.rawValue).joined(separator: ", ")
        case .underline: UnderlineChoice.allCases.map(\.rawValue).joined(separator: " or ")
        case .level: CEFRLevel.allCases.map(\.name).joined(separator: ", ")
        case .db: "a path to the vocabulary store (absolute, or starting with ~/)"
        case .pager: "a command such as 'less -R' (empty: never page)"
        case .voice: "an eSpeak NG voice such as en-us or en-gb"
        case .player: "a command that plays a WAV file, such as 'aplay -q'"
        case .family: FamilyReach.allCases.map(\.rawValue).joined(separator: " or ")
        case .native: "a language code, two or three letters (ISO 639: es, fr, zh)"
        }
    }

    /// What the key sets, for `reader config --help`.
    var summary: String {
        switch self {
        case .theme: "colours for a dark or light background (read)"
        case .pattern: "Pattern Mode: underline styles as well as colour (read)"
        case .color: "escape sequences: auto, always, never (read, score, batch)"
        case .underline: "styled or basic underlines (read)"
        case .level: "your CEFR level for the above-level share (score, batch)"
        case .db: "the vocabulary store"
        case .pager: "the pager for long output (read, list)"
        case .voice: "the voice that speaks words (say)"
        case .player: "the audio player (say; default: the first of pw-play, paplay, aplay, ffplay)"
        case .family: "how far a word takes its family head's status: inflections, or transparent derivations too (default)"
        case .native: "your first language: cards show the chosen sense's words in it (define, capture, show, open, review, serve, export; unset: English only)"
        }
    }
}

/// A value that does not fit its key (the caller names where it came from).
struct InvalidSetting: Error, Equatable {
    let key: SettingKey
    let value: String

    var message: String { "'\(ControlCharacterEscaping.singleLine(value))' is not a valid \(key.rawValue) (expected \(key.expected))" }
}
