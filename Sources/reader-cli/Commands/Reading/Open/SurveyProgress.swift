import Foundation
import TerminalUI

/// How far `open`'s background reading of a long text has come; it wakes the event loop at each whole
/// percent so the status line can say so.
final class SurveyProgress: @unchecked Sendable {
    // `read` runs on the reading thread, `percent` on the loop's: the lock keeps them apart.
    private let lock = NSLock()
    private var bytes = 0
    private let size: Int
    private let waker: LoopWaker

    init(size: Int, waker: LoopWaker) {
        self.size = size
        self.waker = waker
    }

    /// Bytes read so far, in percent of the file (a document's text can be longer than its file: at most 99
    /// until the reading ends).
    var percent: Int {
        lock.withLock { Self.percent(bytes, of: size) }
    }

    func read(_ count: Int) {
        let moved = lock.withLock {
            let before = Self.percent(bytes, of: size)
            bytes += count
            return Self.percent(bytes, of: size) != before
        }
        if moved { waker.wake() }
    }

    private static func percent(_ bytes: Int, of size: Int) -> Int {
        min(bytes * 100 / max(size, 1), 99)
    }
}
