/// Splits tab-separated bytes into fields without building a String per line.
enum TSVReader {
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
