import Foundation

/// The terminal in raw mode (no line buffering, no echo) for single-key input.
/// The original mode comes back on `restore()`, at exit and on SIGINT/SIGTERM,
/// so an interrupted review never leaves the shell without echo.
final class RawTerminal {
    init() throws {
        guard tcgetattr(STDIN_FILENO, &savedMode) == 0 else {
            throw CLIError.usage("review needs a terminal; use --script to grade from stdin")
        }
        var raw = savedMode
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        raw.c_cc.6 = 1  // VMIN: a read returns after one byte
        raw.c_cc.5 = 0  // VTIME: no timeout
        hasSavedMode = true
        signal(SIGINT, restoreAndExit)
        signal(SIGTERM, restoreAndExit)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        write("\u{1B}[?25l")  // hide the cursor while cards show
    }

    deinit { restore() }

    func restore() { restoreTerminal() }

    /// One key press: a byte, nil at end of input. Escape sequences (arrows)
    /// arrive as several bytes; callers treat unknown bytes as "any key".
    func readKey() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = Foundation.read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { if errno == EINTR { continue } else { return } }
                offset += written
            }
        }
    }
}

// Signal handlers cannot capture context, so the saved mode is global.
nonisolated(unsafe) private var savedMode = termios()
nonisolated(unsafe) private var hasSavedMode = false

private func restoreTerminal() {
    guard hasSavedMode else { return }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedMode)
    hasSavedMode = false
    let show = "\u{1B}[?25h\n"
    _ = show.withCString { Foundation.write(STDOUT_FILENO, $0, strlen($0)) }
}

private func restoreAndExit(_ signal: Int32) {
    restoreTerminal()
    _exit(128 + signal)
}
