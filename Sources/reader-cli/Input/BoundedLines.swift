import Foundation

/// Lines of a descriptor, each kept to its first `keep` bytes: for short answers (`placement
/// --script`), where a line of 50 MB holds no answer and must not be held whole. Whether the rest
/// of a longer line held anything but spaces is all that is kept of it.
struct BoundedLines {
    struct Line {
        /// The line's first bytes, without its newline.
        var head: [UInt8] = []
        /// Whether bytes past `head` were dropped, and whether any of them was not a space or tab
        /// (a CR before the newline counts as space).
        var wasCut = false
        var restHasText = false
    }

    private let descriptor: Int32
    private let keep: Int
    private var buffer = [UInt8](repeating: 0, count: 64 << 10)
    private var start = 0
    private var end = 0
    private var atEnd = false

    init(descriptor: Int32 = STDIN_FILENO, keep: Int = 256) {
        self.descriptor = descriptor
        self.keep = keep
    }

    /// The next line, nil at the end of the input (a last line without a newline is a line).
    mutating func next() throws -> Line? {
        var line = Line()
        var sawByte = false
        while true {
            if start == end {
                if atEnd { return sawByte ? line : nil }
                try fill()
                continue
            }
            let newline = buffer.withUnsafeBytes { raw in
                memchr(raw.baseAddress! + start, Int32(UInt8(ascii: "\n")), end - start).map { raw.baseAddress!.distance(to: UnsafeRawPointer($0)) }
            }
            let segment = buffer[start..<(newline ?? end)]
            start = newline.map { $0 + 1 } ?? end
            sawByte = sawByte || !segment.isEmpty
            let kept = segment.prefix(keep - line.head.count)
            line.head += kept
            let rest = segment.dropFirst(kept.count)
            if !rest.isEmpty {
                line.wasCut = true
                if !line.restHasText { line.restHasText = rest.withUnsafeBufferPointer(BoundedLines.holdsText) }
            }
            if newline != nil { return line }
        }
    }

    /// Whether `bytes` hold anything but spaces, tabs and CRs.
    private static func holdsText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte != 0x20 && byte != 0x09 && byte != 0x0D { return true }
        return false
    }

    private mutating func fill() throws {
        let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
        if count < 0 {
            if errno == EINTR { return }
            throw CLIError.unreadableInput(path: "<stdin>", reason: String(cString: strerror(errno)))
        }
        start = 0
        end = count
        atEnd = count == 0
    }
}
