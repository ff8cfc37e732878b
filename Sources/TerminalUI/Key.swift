/// A key the user pressed, decoded from the terminal's input bytes.
public enum Key: Hashable, Sendable {
    /// A printable character (space included).
    case character(Character)
    /// Ctrl with a letter: `.control("u")` for Ctrl-U.
    case control(Character)
    case enter, escape, backspace, tab, delete
    case up, down, left, right, home, end, pageUp, pageDown
}

/// A mouse report (SGR 1006). Cells are 0-based.
public struct MouseEvent: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        /// Button 0 (left) pressed.
        case click
        case wheelUp
        case wheelDown
    }

    public var action: Action
    public var column: Int
    public var row: Int

    public init(_ action: Action, column: Int, row: Int) {
        self.action = action
        self.column = column
        self.row = row
    }
}

/// What the terminal tells the program besides keys.
public enum TerminalReport: Hashable, Sendable {
    /// The answer to a DECRQM query for a private mode: whether it is known.
    case modeSupport(mode: Int, supported: Bool)
}

/// Everything the event loop can receive.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case report(TerminalReport)
    /// SIGWINCH: the window changed size.
    case resized
    /// SIGCONT after a suspend (Ctrl-Z, then `fg`): the screen must be set up again.
    case resumed
    /// A signal whose default action ends the process (SIGINT, SIGTERM, SIGHUP,
    /// SIGUSR1, SIGALRM...): the program should end, by that signal.
    case stopRequested(signal: Int32)
    /// Another thread woke the loop (`LoopWaker`).
    case woken
}
