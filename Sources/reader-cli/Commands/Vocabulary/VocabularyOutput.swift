import Foundation

extension OutputWriter {
    /// A whole JSON string value, quotes included.
    func writeJSONString(_ text: String) throws {
        try writeByte(UInt8(ascii: "\""))
        var text = text
        try text.withUTF8 { try writeJSONEscaped($0) }
        try writeByte(UInt8(ascii: "\""))
    }
}

/// ISO 8601 timestamps in UTC for JSON and CSV output.
enum ISO8601 {
    static func string(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
