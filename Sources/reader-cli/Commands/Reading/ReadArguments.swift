import ArgumentParser
import Foundation
import ReaderEngine

/// `--color`: whether `reader read --format ansi` writes escape sequences.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    /// When stdout is a terminal, `TERM` is not `dumb`; `NO_COLOR` keeps styles but drops colours.
    case auto
    /// Always, whatever stdout is (`NO_COLOR` is not consulted).
    case always
    /// Never: the plain rendering with `[new]` and `{learning}` marks.
    case never

    /// Whether colour escape sequences are written: auto means stdout is a
    /// terminal, `NO_COLOR` is unset or empty and `TERM` is not `dumb`.
    func allowsColor(stdoutIsTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}

/// `--underline`: overrides the terminal detection of styled underlines.
enum UnderlineChoice: String, CaseIterable, ExpressibleByArgument {
    /// Dotted and dashed underlines (`4:4`, `4:5`) and underline colours.
    case styled
    /// Plain underline and reverse video only.
    case basic
}

extension Theme: ExpressibleByArgument {}
extension ReadFormat: ExpressibleByArgument {}
