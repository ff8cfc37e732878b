import ReaderEngine

/// Problems with the config file or a `READER_*` variable. Anything wrong inside
/// the file is bad input data (65), naming the file, the line and the key; a
/// file that cannot be read is 66; a bad value typed on the command line or in
/// the environment is a usage error (64).
enum ConfigError: ReportableError {
    case syntax(file: String, line: Int, reason: String)
    case unknownKey(file: String, line: Int, key: String)
    case badValue(file: String, line: Int, InvalidSetting)
    case unreadable(file: String, reason: String)
    case cannotWrite(file: String, reason: String)
    case badEnvironment(InvalidSetting)
    case badArgument(InvalidSetting)

    var message: String {
        switch self {
        case .syntax(let file, let line, let reason): "\(file), line \(line): not valid TOML: \(reason)"
        case .unknownKey(let file, let line, let key):
            "\(file), line \(line): unknown key '\(ControlCharacterEscaping.singleLine(key))' (keys: \(SettingKey.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .badValue(let file, let line, let invalid): "\(file), line \(line): key '\(invalid.key.rawValue)': \(invalid.message)"
        case .unreadable(let file, let reason): "\(file): cannot read: \(reason)"
        case .cannotWrite(let file, let reason): "cannot write \(file): \(reason)"
        case .badEnvironment(let invalid): "\(invalid.key.environmentVariable): \(invalid.message)"
        case .badArgument(let invalid): invalid.message
        }
    }

    var exitStatus: ExitStatus {
        switch self {
        case .syntax, .unknownKey, .badValue: .dataError
        case .unreadable: .noInput
        case .cannotWrite: .cannotCreate
        case .badEnvironment, .badArgument: .usage
        }
    }

    /// Whether the error is about the file's content or reading it (rather than the environment or an argument).
    var isAboutTheFile: Bool {
        switch self {
        case .syntax, .unknownKey, .badValue, .unreadable: true
        case .cannotWrite, .badEnvironment, .badArgument: false
        }
    }
}
