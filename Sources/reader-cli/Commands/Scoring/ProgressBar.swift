import Foundation

/// A one-line progress display on stderr (files, MB/s, ETA), redrawn at most
/// ten times a second. Only made when stderr is a terminal.
final class ProgressBar: @unchecked Sendable {
    private let totalFiles: Int
    private let totalBytes: Int
    private let start = Date()
    private let lock = NSLock()
    private var files = 0
    private var bytes = 0
    private var lastDraw = Date.distantPast

    /// nil unless stderr is a terminal (and TERM is not dumb).
    static func ifTerminal(files: Int, bytes: Int) -> ProgressBar? {
        guard isatty(STDERR_FILENO) == 1, ProcessInfo.processInfo.environment["TERM"] != "dumb" else { return nil }
        return ProgressBar(files: files, bytes: bytes)
    }

    init(files: Int, bytes: Int) {
        totalFiles = files
        totalBytes = bytes
    }

    func addBytes(_ count: Int) {
        lock.withLock {
            bytes += count
            drawIfDue()
        }
    }

    func fileDone() {
        lock.withLock {
            files += 1
            drawIfDue()
        }
    }

    /// Clears the line so later messages start clean.
    func finish() {
        lock.withLock { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    private func drawIfDue() {
        let now = Date()
        guard now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + ProgressBar.line(
            files: files, totalFiles: totalFiles, bytes: bytes, totalBytes: totalBytes,
            elapsed: now.timeIntervalSince(start))).utf8))
    }

    /// `[#######.............] 350/2000 files  12.4 MB/s  ETA 0:07`
    static func line(files: Int, totalFiles: Int, bytes: Int, totalBytes: Int, elapsed: Double) -> String {
        let fraction = totalBytes > 0 ? min(Double(bytes) / Double(totalBytes), 1)
            : (totalFiles > 0 ? Double(files) / Double(totalFiles) : 1)
        let filled = Int(fraction * 20)
        let rate = elapsed > 0 ? Double(bytes) / 1_000_000 / elapsed : 0
        var eta = "--:--"
        if fraction > 0, elapsed > 0.2 {
            let seconds = Int(elapsed * (1 - fraction) / fraction)
            eta = "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
        }
        return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: 20 - filled) + "] "
            + "\(files)/\(totalFiles) files  " + String(format: "%.1f", rate) + " MB/s  ETA " + eta
    }
}
