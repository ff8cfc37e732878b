/// The one progress display of long runs (`batch`, `import`), as a pure
/// string; the CLI decides whether and where to draw it (a terminal's stderr).
///
/// `[#######.............] 350/2000 files  12.4 MB/s  ETA 0:07`
public struct ProgressLine: Sendable, Equatable {
    /// Items done and in all, and what they are ("files", "terms").
    public var done: Int
    public var total: Int
    public var unit: String
    /// Bytes read and in all, when the run knows them: the bar then follows
    /// the bytes and the line shows the throughput.
    public var bytes: Int?
    public var totalBytes: Int?
    /// Seconds since the run started.
    public var elapsed: Double

    public static let barWidth = 20

    public init(done: Int, total: Int, unit: String, bytes: Int? = nil, totalBytes: Int? = nil, elapsed: Double) {
        self.done = done
        self.total = total
        self.unit = unit
        self.bytes = bytes
        self.totalBytes = totalBytes
        self.elapsed = elapsed
    }

    /// Share of the work done, 0...1.
    public var fraction: Double {
        if let bytes, let totalBytes, totalBytes > 0 { return min(max(Double(bytes) / Double(totalBytes), 0), 1) }
        return total > 0 ? min(max(Double(done) / Double(total), 0), 1) : 1
    }

    public var text: String {
        let filled = Int(fraction * Double(Self.barWidth))
        var line = "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: Self.barWidth - filled) + "] "
            + "\(done)/\(total) \(unit)"
        if let bytes, totalBytes != nil {
            let rate = elapsed > 0 ? Double(bytes) / 1_000_000 / elapsed : 0
            line += "  " + NumberText.fixed(rate, 1) + " MB/s"
        }
        return line + "  ETA " + eta
    }

    /// "m:ss" left at the current pace; "--:--" until there is a pace to go by.
    private var eta: String {
        let fraction = fraction
        guard fraction > 0, elapsed > 0.2 else { return "--:--" }
        let seconds = Int(elapsed * (1 - fraction) / fraction)
        return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }
}
