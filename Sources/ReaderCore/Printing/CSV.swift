/// RFC 4180 CSV: fields holding a comma, quote, CR or LF are quoted, quotes
/// doubled; records end with CRLF. The reader also takes bare LF line ends, a
/// UTF-8 byte-order mark, and quoted fields spanning lines.
public enum CSV {
    public static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    /// Looked for as bytes: a quote or comma followed by a combining mark is
    /// one `Character`, but a CSV reader sees the quote or comma.
    static func field(_ value: String) -> String {
        let special: (UInt8) -> Bool = { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0D || $0 == 0x0A }
        guard value.utf8.contains(where: special) else { return value }
        return "\"" + value.replacingEvery("\"", with: "\"\"") + "\""
    }

    /// Calls `body` with each record and the line it starts on (1-based).
    /// Blank lines are skipped. Throws for a quote left open or text after a closing quote.
    public static func forEachRecord(_ text: String, _ body: ([String], Int) throws -> Void) throws {
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var afterQuote = false
        var line = 1
        var recordLine = 1
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        if let first = scalars.next(), first != "\u{FEFF}" { pending = first }

        func endRecord() throws {
            fields.append(field)
            if !(fields.count == 1 && fields[0].isEmpty) { try body(fields, recordLine) }
            fields = []
            field = ""
            afterQuote = false
        }

        while let scalar = pending ?? scalars.next() {
            pending = nil
            if inQuotes {
                if scalar == "\"" {
                    let next = scalars.next()
                    if next == "\"" {
                        field.unicodeScalars.append("\"")
                    } else {
                        inQuotes = false
                        afterQuote = true
                        pending = next
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case ",":
                fields.append(field)
                field = ""
                afterQuote = false
            case "\r":
                let next = scalars.next()
                if next != "\n" { pending = next }
                try endRecord()
                line += 1
                recordLine = line
            case "\n":
                try endRecord()
                line += 1
                recordLine = line
            case "\"" where field.isEmpty && !afterQuote:
                inQuotes = true
            default:
                if afterQuote {
                    throw StoreError.malformedImport(format: "csv", line: line, reason: "text after a closing quote")
                }
                field.unicodeScalars.append(scalar)
            }
        }
        if inQuotes { throw StoreError.malformedImport(format: "csv", line: recordLine, reason: "a quoted field is never closed") }
        if !field.isEmpty || !fields.isEmpty || afterQuote { try endRecord() }
    }
}
