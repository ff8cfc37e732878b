import Foundation
import ReaderEngine

/// Where `reader read` writes: the environment variables and stdout, read once
/// here so the decisions below are plain functions of values (and testable).
struct TerminalEnvironment {
    var variables: [String: String]
    var stdoutIsTerminal: Bool
    /// Window size when stdout is a terminal.
    var columns: Int?
    var rows: Int?

    static func current() -> TerminalEnvironment {
        let isTerminal = isatty(STDOUT_FILENO) == 1
        var size = winsize()
        let hasSize = isTerminal && ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
        return TerminalEnvironment(variables: ProcessEnvironment.variables, stdoutIsTerminal: isTerminal,
                                   columns: hasSize ? Int(size.ws_col) : nil, rows: hasSize ? Int(size.ws_row) : nil)
    }

    private func value(_ name: String) -> String { variables[name] ?? "" }

    /// The one decision of which escape sequences stdout gets, for every command: nil for none at all
    /// (not a terminal, `TERM=dumb`, `--color never`); under `NO_COLOR` a depth of `.none`, which keeps
    /// underlines and reverse video, so statuses still show.
    func capabilities(color: ColorChoice, underline: UnderlineChoice? = nil) -> TerminalCapabilities? {
        let depth: ColorDepth
        switch color {
        case .never:
            return nil
        case .always:
            depth = colorDepth
        case .auto:
            guard stdoutIsTerminal, !isDumb else { return nil }
            depth = forbidsColor ? .none : colorDepth
        }
        let styled = underline.map { $0 == .styled } ?? supportsStyledUnderlines
        return TerminalCapabilities(colorDepth: depth, styledUnderlines: styled)
    }

    /// What a screen that owns the terminal (`open`, `review`) draws with: without colour where none is allowed.
    func screenCapabilities(underline: UnderlineChoice? = nil) -> TerminalCapabilities {
        capabilities(color: .auto, underline: underline) ?? TerminalCapabilities(colorDepth: .none, styledUnderlines: false)
    }

    /// Whether colours themselves are drawn (the score table's CEFR levels have no other style).
    func allowsColor(_ color: ColorChoice) -> Bool {
        capabilities(color: color).map { $0.colorDepth != .none } ?? false
    }

    /// `TERM=dumb`: a terminal that understands no escape sequence.
    var isDumb: Bool { value("TERM") == "dumb" }

    /// `NO_COLOR` set to anything non-empty (no-color.org).
    var forbidsColor: Bool { !value("NO_COLOR").isEmpty }

    /// Truecolor when `COLORTERM` says so, 256 colours when `TERM` does, else the 16 ANSI colours.
    var colorDepth: ColorDepth {
        let colorterm = value("COLORTERM").lowercased()
        if colorterm == "truecolor" || colorterm == "24bit" { return .truecolor }
        let term = value("TERM")
        if term.contains("256color") || term == "xterm-kitty" || term.hasPrefix("alacritty") || term.hasPrefix("foot")
            || term == "wezterm" { return .ansi256 }
        return .ansi16
    }

    /// Terminals known to draw `4:4`/`4:5` and `58:2::r:g:b` right. Multiplexers
    /// (screen, tmux) and Apple Terminal are left out even when a variable
    /// inherited from an outer terminal says otherwise.
    var supportsStyledUnderlines: Bool {
        let term = value("TERM")
        let program = value("TERM_PROGRAM")
        if program == "Apple_Terminal" || term.hasPrefix("screen") || term.hasPrefix("tmux") || !value("TMUX").isEmpty {
            return false
        }
        if term == "xterm-kitty" || !value("KITTY_WINDOW_ID").isEmpty { return true }
        // VTE (GNOME Terminal, Tilix...) draws styled underlines from 0.52 (VTE_VERSION 5200).
        if let vte = Int(value("VTE_VERSION")), vte >= 5200 { return true }
        if program == "WezTerm" || program == "iTerm.app" || program == "mintty" { return true }
        if term.hasPrefix("foot") || term.hasPrefix("alacritty") { return true }
        if variables.keys.contains(where: { $0.hasPrefix("ALACRITTY_") }) { return true }
        return !value("WT_SESSION").isEmpty
    }

    /// The terminal's background from `COLORFGBG` ("15;0": light text on colour 0),
    /// else dark, the common default.
    var theme: Theme {
        guard let background = value("COLORFGBG").split(separator: ";").last.flatMap({ Int($0) }) else { return .dark }
        return background == 7 || background >= 9 ? .light : .dark
    }
}
