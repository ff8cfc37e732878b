/// Splits tab-separated bytes into fields without building a String per line.
enum TSVReader {
    /// Calls `body` with the byte ranges of each non-empty line's fields and the
    /// line's 1-based number; nothing is copied (the data tables are large).
    static func forEachRow(_ bytes: UnsafeBufferPointer<UInt8>,
                           _ body: (_ fields: [Range<Int>], _ line: Int) throws -> Void) rethrows {
        var fields: [Range<Int>] = []
        fields.reserveCapacity(8)
        var line = 0
        var position = 0
        while position < bytes.count {
            line += 1
            var fieldStart = position
            fields.removeAll(keepingCapacity: true)
            while position < bytes.count, bytes[position] != 10 {
                if bytes[position] == 9 {
                    fields.append(fieldStart..<position)
                    fieldStart = position + 1
                }
                position += 1
            }
            if position > fieldStart || !fields.isEmpty { fields.append(fieldStart..<position) }
            position += 1
            if !fields.isEmpty { try body(fields, line) }
        }
    }

    /// A decimal number in `bytes[range]`, or nil.
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard !range.isEmpty, range.count < 19 else { return nil }
        var value = 0
        for i in range {
            let digit = Int(bytes[i]) - 48
            guard digit >= 0 && digit <= 9 else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Calls `body` with the fields of each non-empty line and its 1-based number.
    static func forEachRow(_ bytes: [UInt8], _ body: ([Substring], Int) throws -> Void) rethrows {
        let text = String(decoding: bytes, as: UTF8.self)
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.isEmpty { continue }
            try body(line.split(separator: "\t", omittingEmptySubsequences: false), lineNumber)
        }
    }
}
