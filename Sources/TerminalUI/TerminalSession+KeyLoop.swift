/// What a key did to a full-screen command that takes keys only.
public enum KeyLoopStep: Sendable {
    /// Draw the next frame and wait for more keys.
    case next
    /// Leave the screen.
    case stop
}

extension TerminalSession {
    /// The screen of a command that takes keys only (`review`, `placement`): draws
    /// `frame()`, hands each key to `key` until it says `.stop`, redraws after
    /// every batch of events, and after a resize or a resume (Ctrl-Z, `fg`) tells
    /// `resize` the new size first. A signal that ends the process ends the
    /// session by it (the terminal restored), so each command keeps nothing
    /// unsaved when a key has been handled. Mouse events and reports are ignored.
    public static func runKeyLoop(frame: () -> [UInt8], resize: (Size) -> Void, key: (Key) throws -> KeyLoopStep) throws {
        try run(mouse: false) { terminal in
            resize(terminal.size())
            try terminal.present(frame())
            while true {
                for event in try terminal.nextEvents() {
                    switch event {
                    case .key(let pressed):
                        if try key(pressed) == .stop { return }
                    case .resized, .resumed:
                        resize(terminal.size())
                    case .mouse, .report:
                        break
                    case .stopRequested(let signal):
                        terminal.end(bySignal: signal)
                    }
                }
                try terminal.present(frame())
            }
        }
    }
}
