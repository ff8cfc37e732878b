import Foundation
import ReaderEngine
import TerminalUI

/// Draws a `ProgressLine` on stderr, redrawn in place at most ten times a
/// second, for `batch` (files and bytes) and `import` (terms). Only made when
/// stderr is a terminal.
final class ProgressBar: @unchecked Sendable {
    private let start = Date()
    private let lock = NSLock()
    private var line: ProgressLine
    private var lastDraw = Date.distantPast
    private var drawn = false

    /// nil unless stderr is a terminal (and TERM is not dumb). `totalBytes`
    /// when the run reads files: the bar then follows the bytes.
    static func ifTerminal(total: Int, unit: String, totalBytes: Int? = nil) -> ProgressBar? {
        guard isatty(STDERR_FILENO) == 1, !ProcessEnvironment.isDumbTerminal else { return nil }
        return ProgressBar(total: total, unit: unit, totalBytes: totalBytes)
    }

    init(total: Int, unit: String, totalBytes: Int?) {
        line = ProgressLine(done: 0, total: total, unit: unit, bytes: totalBytes.map { _ in 0 }, totalBytes: totalBytes, elapsed: 0)
    }

    func addBytes(_ count: Int) {
        lock.withLock {
            line.bytes = (line.bytes ?? 0) + count
            drawIfDue()
        }
    }

    /// One more item done.
    func itemDone() {
        lock.withLock {
            line.done += 1
            drawIfDue()
        }
    }

    /// `done` items done so far.
    func setDone(_ done: Int) {
        lock.withLock {
            line.done = done
            drawIfDue()
        }
    }

    /// Clears the line so later messages start clean.
    func finish() {
        lock.withLock { if drawn { StandardStreams.writeError(TerminalSequences.rewriteLine) } }
    }

    private func drawIfDue() {
        let now = Date()
        guard now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        line.elapsed = now.timeIntervalSince(start)
        StandardStreams.writeError(TerminalSequences.rewriteLine + line.text)
        drawn = true
    }
}
