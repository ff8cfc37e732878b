import Foundation

/// Buffered writing to stdout: commands emit millions of small records, and
/// one `write(2)` per 256 KB keeps that cheap.
final class OutputWriter {
    private var buffer: [UInt8] = []
    private let capacity = 1 << 18
    private let fileDescriptor: Int32

    init(fileDescriptor: Int32 = STDOUT_FILENO) {
        self.fileDescriptor = fileDescriptor
        buffer.reserveCapacity(capacity + 4096)
    }

    @inline(__always) func writeByte(_ byte: UInt8) throws {
        buffer.append(byte)
        if buffer.count >= capacity { try flush() }
    }

    func write(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { try flush() }
    }

    func write(_ string: String) throws {
        var string = string
        try string.withUTF8 { try write($0) }
    }

    func write(_ value: Int) throws {
        if value >= 0 && value < 10 {
            try writeByte(UInt8(ascii: "0") + UInt8(value))
            return
        }
        try write(String(value))
    }

    /// Writes `bytes` as the inside of a JSON string: quotes, backslashes and
    /// control characters escaped, invalid UTF-8 replaced by U+FFFD.
    func writeJSONEscaped(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        var clean = true
        for b in bytes where b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b >= 0x80 {
            clean = false
            break
        }
        if clean { return try write(bytes) }
        let text = String(decoding: bytes, as: UTF8.self)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": try write("\\\"")
            case "\\": try write("\\\\")
            case "\n": try write("\\n")
            case "\r": try write("\\r")
            case "\t": try write("\\t")
            case _ where scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0):
                try write("\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16))
            default:
                var utf8 = String(scalar)
                try utf8.withUTF8 { try write($0) }
            }
        }
    }

    /// Writes `bytes` for a TSV cell: tabs, newlines and control characters
    /// become `\t`, `\n`, `\r` or `\u{..}` so a record stays on one line.
    func writeTSVEscaped(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        var clean = true
        for b in bytes where b < 0x20 || b == 0x7F || b == UInt8(ascii: "\\") || b >= 0x80 {
            clean = false
            break
        }
        if clean { return try write(bytes) }
        let text = String(decoding: bytes, as: UTF8.self)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": try write("\\\\")
            case "\n": try write("\\n")
            case "\r": try write("\\r")
            case "\t": try write("\\t")
            case _ where scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0):
                try write("\\u{\(String(scalar.value, radix: 16))}")
            default:
                var utf8 = String(scalar)
                try utf8.withUTF8 { try write($0) }
            }
        }
    }

    func flush() throws {
        var offset = 0
        try buffer.withUnsafeBytes { raw in
            while offset < raw.count {
                let written = Foundation.write(fileDescriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw CLIError.outputFailed(reason: String(cString: strerror(errno)))
                }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
