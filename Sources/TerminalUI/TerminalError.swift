/// Why the terminal cannot be used.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// A terminal call failed (`errno` text).
    case system(call: String, reason: String)

    public var description: String {
        switch self {
        case .notATerminal: "standard input and output must be a terminal"
        case .system(let call, let reason): "\(call): \(reason)"
        }
    }
}
