import CTerminal
import Foundation

/// The terminal in raw mode on the alternate screen, with mouse reports, for
/// one full-screen program, over termios by hand.
///
/// `TerminalSession.run` guarantees the terminal comes back as it was: on
/// return and on a thrown error (`defer`), on exit() (atexit), on Ctrl-Z
/// (restored before stopping, set up again on `fg`, then `.resumed`), on every
/// other signal whose default action ends the process: SIGINT, SIGTERM,
/// SIGHUP, SIGUSR1, SIGALRM and the like are delivered as `.stopRequested` so
/// the program can save its state and end by that signal (a second one
/// restores and ends at once); SIGQUIT and crash signals (SIGSEGV, SIGABRT...)
/// restore at once, in a C handler that writes pre-built bytes and resets the
/// modes with async-signal-safe calls only (see CTerminal.h).
///
/// Signals stay enabled (ISIG), so Ctrl-C and Ctrl-Z work as in any program.
public final class TerminalSession {
    public struct Size: Equatable, Sendable {
        public var columns: Int
        public var rows: Int

        public init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
        }
    }

    private let input: Int32
    private let output: Int32
    private let mouse: Bool
    private var original = termios()
    private var signalPipe: Int32 = -1
    private var decoder = InputDecoder()
    /// Known once the terminal answers the DECRQM query (mode 2026).
    public private(set) var synchronizedOutput = false

    /// How long a lone ESC waits for the rest of a sequence before it is the Esc key.
    static let escapeWait: Int32 = 30

    private init(input: Int32, output: Int32, mouse: Bool) {
        self.input = input
        self.output = output
        self.mouse = mouse
    }

    /// Sets the terminal up, runs `body`, and restores the terminal whatever
    /// happens. `mouse` asks for click and wheel reports (a screen that has no
    /// use for them leaves the terminal's own text selection alone).
    public static func run<T>(mouse: Bool = true, _ body: (TerminalSession) throws -> T) throws -> T {
        try requireTerminal()
        let session = TerminalSession(input: STDIN_FILENO, output: STDOUT_FILENO, mouse: mouse)
        try session.start()
        defer { session.finish() }
        return try body(session)
    }

    /// Throws unless standard input and output are a terminal (check before slow work).
    public static func requireTerminal() throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
    }

    private func start() throws {
        guard tcgetattr(input, &original) == 0 else { throw Self.systemError("tcgetattr") }
        signalPipe = cterminal_install()
        guard signalPipe >= 0 else { throw Self.systemError("pipe") }
        try enter()
        try write(Array(TerminalSequences.querySynchronizedOutput.utf8))
    }

    /// Raw mode and the screen set-up, armed so any exit restores both.
    private func enter() throws {
        let restore = Array(TerminalSequences.restore.utf8)
        let armed = restore.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cterminal_arm(output, &original, $0.baseAddress, $0.count) }
        }
        guard armed == 0 else { throw TerminalError.system(call: "cterminal_arm", reason: "restore sequence too long") }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
        // Typed-ahead keys are kept (TCSADRAIN, not TCSAFLUSH).
        guard tcsetattr(input, TCSADRAIN, &raw) == 0 else { throw Self.systemError("tcsetattr") }
        try write(Array(TerminalSequences.setUp(mouse: mouse).utf8))
    }

    private func finish() {
        cterminal_restore()
        cterminal_uninstall()
    }

    /// Restores the terminal and ends the process by `signal` (after `.stopRequested`).
    public func end(bySignal signal: Int32) -> Never {
        finish()
        cterminal_die_by(signal)
        fatalError("unreachable: the default action of signal \(signal) ends the process")
    }

    public func size() -> Size { Self.size(of: output) }

    /// The size of the terminal on standard output, known before a session
    /// starts (so a long text is laid out once, at the right width).
    public static func currentSize() -> Size { size(of: STDOUT_FILENO) }

    private static func size(of output: Int32) -> Size {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return Size(columns: 80, rows: 24)
        }
        return Size(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// Shows a frame, as one synchronized update where the terminal offers it.
    public func present(_ frame: [UInt8]) throws {
        guard synchronizedOutput else { return try write(frame) }
        var bytes = Array(TerminalSequences.beginSynchronizedUpdate.utf8)
        bytes.reserveCapacity(frame.count + 16)
        bytes += frame
        bytes += TerminalSequences.endSynchronizedUpdate.utf8
        try write(bytes)
    }

    func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBufferPointer { Foundation.write(output, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw Self.systemError("write")
            }
            offset += written
        }
    }

    /// Waits for input or a signal and returns what came (never empty).
    public func nextEvents(waker: LoopWaker? = nil) throws -> [TerminalEvent] {
        while true {
            var fds = [pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: signalPipe, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: waker?.readEnd ?? -1, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 3, decoder.hasPending ? Self.escapeWait : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                throw Self.systemError("poll")
            }
            var events: [TerminalEvent] = []
            if ready == 0 { events += decoder.flush() }
            if fds[1].revents & Int16(POLLIN) != 0 { events += try signalEvents() }
            if let waker, fds[2].revents & Int16(POLLIN) != 0 {
                waker.drain()
                events.append(.woken)
            }
            if fds[0].revents & Int16(POLLIN | POLLHUP) != 0 { events += try readInput() }
            events = events.filter { event in
                guard case .report(.modeSupport(TerminalSequences.synchronizedOutputMode, let supported)) = event else { return true }
                synchronizedOutput = supported
                return false
            }
            if !events.isEmpty { return events }
        }
    }

    private func readInput() throws -> [TerminalEvent] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBufferPointer { read(input, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR || errno == EAGAIN { return [] }
            throw Self.systemError("read")
        }
        // End of input: the terminal is gone, as with SIGHUP.
        if count == 0 { return [.stopRequested(signal: SIGHUP)] }
        return decoder.feed(buffer[0..<count])
    }

    private func signalEvents() throws -> [TerminalEvent] {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBufferPointer { read(signalPipe, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        var events: [TerminalEvent] = []
        for signal in Set(buffer[0..<count].map(Int32.init)).sorted() {
            switch signal {
            case SIGWINCH:
                events.append(.resized)
            case SIGCONT:
                try enter()
                events.append(.resumed)
            default:
                cterminal_acknowledge_stop()
                events.append(.stopRequested(signal: signal))
            }
        }
        return events
    }

    static func systemError(_ call: String) -> TerminalError {
        TerminalError.system(call: call, reason: String(cString: strerror(errno)))
    }
}
