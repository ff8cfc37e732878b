import Foundation
import ReaderEngine

/// Buffered writing to stdout: commands emit millions of small records, and
/// one `write(2)` per 256 KB keeps that cheap. The buffer is raw memory so the
/// per-byte path has no bounds or exclusivity checks.
final class OutputWriter: TextSink {
    typealias Failure = any Error

    private let capacity = 1 << 18
    private let buffer: UnsafeMutablePointer<UInt8>
    private var count = 0
    private let fileDescriptor: Int32

    init(fileDescriptor: Int32 = STDOUT_FILENO) {
        self.fileDescriptor = fileDescriptor
        buffer = .allocate(capacity: capacity)
    }

    deinit { buffer.deallocate() }

    @inline(__always) func writeByte(_ byte: UInt8) throws {
        if count == capacity { try flush() }
        buffer[count] = byte
        count += 1
    }

    func write(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { try flush() }
        if bytes.count > capacity { return try writeDirectly(bytes) }
        (buffer + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    func write(_ string: String) throws {
        var string = string
        try string.withUTF8 { try write($0) }
    }

    func write(_ string: StaticString) throws {
        try write(UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
    }

    /// Decimal digits of a non-negative or negative integer, without making a String.
    func write(_ value: Int) throws {
        if count + 21 > capacity { try flush() }
        var magnitude = value.magnitude
        if value < 0 {
            buffer[count] = UInt8(ascii: "-")
            count += 1
        }
        var digits = 1
        var limit: UInt = 10
        while digits < 20, magnitude >= limit {
            digits += 1
            limit = limit &* 10
        }
        // Two digits per division, written backwards into place.
        let pairs = OutputWriter.digitPairs.utf8Start
        var position = count + digits
        while magnitude >= 10 {
            let pair = Int(magnitude % 100) * 2
            magnitude /= 100
            position -= 2
            buffer[position] = pairs[pair]
            buffer[position + 1] = pairs[pair + 1]
        }
        if position > count { buffer[count] = UInt8(ascii: "0") + UInt8(magnitude) }
        count += digits
    }

    private static let digitPairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// Writes `bytes` as the inside of a JSON string (`JSONString`'s rules;
    /// invalid UTF-8 as U+FFFD), without making a String for plain ASCII.
    func writeJSONEscaped(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        try JSONString.withEscaped(bytes) { try write($0) }
    }

    /// A whole JSON string value, quotes included.
    func writeJSONString(_ text: String) throws {
        try writeByte(UInt8(ascii: "\""))
        var text = text
        try text.withUTF8 { try writeJSONEscaped($0) }
        try writeByte(UInt8(ascii: "\""))
    }

    /// Writes `bytes` as a TSV field (`TSVField`'s rules), so a record stays on one line.
    func writeTSVEscaped(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        if bytes.count <= capacity {
            if count + bytes.count > capacity { try flush() }
            // Copied while checked, as most fields need no escape; else written again, escaped.
            var plain = true
            for (i, byte) in bytes.enumerated() {
                buffer[count + i] = byte
                plain = plain && TSVField.isPlain(byte)
            }
            if plain {
                count += bytes.count
                return
            }
        }
        try TSVField.withEscaped(bytes) { try write($0) }
    }

    func writeTSVEscaped(_ text: String) throws {
        var text = text
        try text.withUTF8 { try writeTSVEscaped($0) }
    }

    func flush() throws {
        try writeDirectly(UnsafeBufferPointer(start: buffer, count: count))
        count = 0
    }

    private func writeDirectly(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(fileDescriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw CLIError.outputFailed(reason: String(cString: strerror(errno)))
            }
            offset += written
        }
    }
}
