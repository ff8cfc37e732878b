#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wakes a full-screen command's event loop from another thread (`open`'s reading of a long text in the
/// background): a pipe the loop polls beside the terminal, so the loop hears of work done elsewhere without
/// waiting for a key.
public final class LoopWaker: @unchecked Sendable {
    // Written from any thread, read by the loop alone; a full pipe already holds a wake-up, so a write may fail.
    let readEnd: Int32
    private let writeEnd: Int32

    public init() throws(TerminalError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw TerminalSession.systemError("pipe") }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Makes the loop hand `.woken` to its command once more.
    public func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe: every wake-up so far is one `.woken`.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBufferPointer({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
    }
}
