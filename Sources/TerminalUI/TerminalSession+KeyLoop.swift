/// What a key (or a click) did to a full-screen command.
public enum KeyLoopStep: Sendable {
    /// Draw the next frame and wait for more input.
    case next
    /// Leave the screen.
    case stop
}

/// What a full-screen command is handed: a key, (where it asks for the mouse) a mouse event, or (where it
/// gives a `LoopWaker`) word that another thread has something for it.
public enum LoopInput: Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case woken
}

extension TerminalSession {
    /// The screen of a command that takes keys only (`review`, `placement`): `runInputLoop` without the mouse.
    public static func runKeyLoop(frame: () -> [UInt8], resize: (Size) -> Void, key: (Key) throws -> KeyLoopStep) throws {
        try runInputLoop(mouse: false, frame: frame, resize: resize) { input in
            guard case .key(let pressed) = input else { return .next }
            return try key(pressed)
        }
    }

    /// The one event loop of the full-screen commands (`open`, `review`, `placement`): draws `frame()`, hands
    /// each key (and each mouse event, when `mouse`) to `input` until it says `.stop`, redraws after every
    /// batch of events, and after a resize or a resume (Ctrl-Z, `fg`) tells `resize` the new size first. A
    /// signal that ends the process calls `stopping` (to save what must outlive it, as `open` its position)
    /// and ends the session by it (the terminal restored), so a command keeps nothing unsaved when an input
    /// has been handled. Terminal reports are ignored. A `waker` lets another thread hand `.woken` to `input`.
    public static func runInputLoop(mouse: Bool, waker: LoopWaker? = nil, frame: () -> [UInt8], resize: (Size) -> Void,
                                    stopping: () -> Void = {}, input: (LoopInput) throws -> KeyLoopStep) throws {
        try run(mouse: mouse) { terminal in
            resize(terminal.size())
            try terminal.present(frame())
            while true {
                for event in try terminal.nextEvents(waker: waker) {
                    switch event {
                    case .key(let pressed):
                        if try input(.key(pressed)) == .stop { return }
                    case .mouse(let event):
                        if mouse, try input(.mouse(event)) == .stop { return }
                    case .resized, .resumed:
                        resize(terminal.size())
                    case .report:
                        break
                    case .woken:
                        if try input(.woken) == .stop { return }
                    case .stopRequested(let signal):
                        stopping()
                        terminal.end(bySignal: signal)
                    }
                }
                try terminal.present(frame())
            }
        }
    }
}
